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
