import { describe, expect, it } from 'vitest';
import { CLASS_FALLACY_IDS } from '@/contract/classes';
import { FALLACY_IDS } from '@/content/schema';

describe('the fallacies a class records', () => {
  it('are exactly the content’s fallacies (the contract keeps its own copy, as it imports nothing else)', () => {
    expect([...CLASS_FALLACY_IDS].sort()).toEqual([...FALLACY_IDS].sort());
  });
});
