/**
 * How an answer button looks in both fallacy games. Before the answer is revealed only the
 * player's pick stands out; once it is, the right answer turns green, a wrong pick red and
 * the rest are locked.
 */
export type AnswerState = 'idle' | 'chosen' | 'correct' | 'wrong' | 'locked';

export function answerState(
  optionId: string,
  answerId: string | null,
  chosen: string | null,
  revealed: boolean,
): AnswerState {
  if (!revealed) return optionId === chosen ? 'chosen' : 'idle';
  if (optionId === answerId) return 'correct';
  if (optionId === chosen) return 'wrong';
  return 'locked';
}

/** Visually hidden but read by screen readers (the usual clip pattern). Strings, so `sx` reads them as pixels. */
export const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
