import { describe, expect, it } from 'vitest';
import { answerState } from './answerState';

describe('answerState', () => {
  it('marks only the pick before the answer is revealed', () => {
    expect(answerState('straw-man', 'straw-man', null, false)).toBe('idle');
    expect(answerState('post-hoc', 'straw-man', 'post-hoc', false)).toBe('chosen');
  });

  it('turns the right answer green and a wrong pick red once revealed, and locks the rest', () => {
    expect(answerState('straw-man', 'straw-man', 'post-hoc', true)).toBe('correct');
    expect(answerState('post-hoc', 'straw-man', 'post-hoc', true)).toBe('wrong');
    expect(answerState('ad-hominem', 'straw-man', 'post-hoc', true)).toBe('locked');
    expect(answerState('straw-man', 'straw-man', 'straw-man', true)).toBe('correct');
  });

  it('shows the right answer after a timeout, with nothing picked', () => {
    expect(answerState('straw-man', 'straw-man', null, true)).toBe('correct');
    expect(answerState('post-hoc', 'straw-man', null, true)).toBe('locked');
  });
});
