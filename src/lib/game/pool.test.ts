import { describe, expect, it } from 'vitest';
import { mergeById } from './pool';

describe('mergeById', () => {
  it('keeps one item per id, the later list winning', () => {
    expect(mergeById([{ id: 'a', v: 1 }, { id: 'b', v: 1 }], [{ id: 'a', v: 2 }])).toEqual([
      { id: 'a', v: 2 },
      { id: 'b', v: 1 },
    ]);
  });
});
