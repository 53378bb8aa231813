import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DetectiveBoard } from '@/features/detective/components/DetectiveBoard';

const STATEMENT = "Oh, so you want to shorten the weekly meeting? I suppose you think communication is pointless.";

/**
 * The Detective's board: header, the statement on the chalkboard beside the Detective, three
 * answer cards (keys 1–3), the verdict with the why and a lesson link, and the "Round N"
 * overlay between rounds.
 */
const meta = {
  title: 'Features/Detective/DetectiveBoard',
  component: DetectiveBoard,
  args: {
    header: {
      score: 4,
      roundScore: 1,
      round: 2,
      rounds: 5,
      questionNumber: 2,
      questionsPerRound: 7,
      secondsLeft: 38,
      totalSeconds: 45,
      warnBelow: 10,
      hint: 'Need 5 correct answers to advance!',
    },
    questionKey: 'q2',
    statement: STATEMENT,
    cards: [
      { id: 'false-dichotomy', label: 'False Dichotomy', state: 'idle' },
      { id: 'straw-man', label: 'Straw Man', state: 'idle' },
      { id: 'red-herring', label: 'Red Herring', state: 'idle' },
    ],
    locked: false,
    onChoose: fn(),
    result: null,
    overlayRound: null,
    rounds: 5,
    typing: false,
  },
} satisfies Meta<typeof DetectiveBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'The statement' })).toHaveTextContent(STATEMENT);
    await userEvent.click(canvas.getByRole('button', { name: /Straw Man/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};

export const TypingIn: Story = { args: { typing: true, reducedMotion: false } };

export const LastTenSeconds: Story = { args: { header: { ...meta.args.header, secondsLeft: 6 } } };

export const AnsweredWrong: Story = {
  args: {
    locked: true,
    cards: [
      { id: 'false-dichotomy', label: 'False Dichotomy', state: 'wrong' },
      { id: 'straw-man', label: 'Straw Man', state: 'correct' },
      { id: 'red-herring', label: 'Red Herring', state: 'locked' },
    ],
    result: {
      correct: false,
      answerName: 'Straw Man',
      explanation: 'The proposal was a shorter meeting, not abolishing communication. The reply attacks a far sillier position.',
      lessonHref: '/fallacies/straw-man',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incorrect')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: /unimpressed/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read the Straw Man lesson' })).toBeInTheDocument();
  },
};

export const AnsweredRight: Story = {
  args: {
    locked: true,
    header: { ...meta.args.header, score: 5, roundScore: 2 },
    cards: [
      { id: 'false-dichotomy', label: 'False Dichotomy', state: 'locked' },
      { id: 'straw-man', label: 'Straw Man', state: 'correct' },
      { id: 'red-herring', label: 'Red Herring', state: 'locked' },
    ],
    result: { correct: true, answerName: 'Straw Man', explanation: null, lessonHref: '/fallacies/straw-man' },
  },
};

export const TimedOut: Story = {
  args: {
    locked: true,
    header: { ...meta.args.header, secondsLeft: 0 },
    cards: [
      { id: 'false-dichotomy', label: 'False Dichotomy', state: 'locked' },
      { id: 'straw-man', label: 'Straw Man', state: 'correct' },
      { id: 'red-herring', label: 'Red Herring', state: 'locked' },
    ],
    result: { correct: false, timedOut: true, answerName: 'Straw Man', explanation: null, lessonHref: '/fallacies/straw-man' },
  },
};

export const UntimedWaitsForNext: Story = {
  args: {
    locked: true,
    header: { ...meta.args.header, secondsLeft: null },
    cards: [
      { id: 'false-dichotomy', label: 'False Dichotomy', state: 'locked' },
      { id: 'straw-man', label: 'Straw Man', state: 'correct' },
      { id: 'red-herring', label: 'Red Herring', state: 'locked' },
    ],
    result: { correct: true, answerName: 'Straw Man', explanation: null, lessonHref: '/fallacies/straw-man', onNext: fn() },
  },
  play: async ({ canvasElement, userEvent }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next question' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

export const RoundOverlay: Story = {
  args: { locked: true, overlayRound: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Round 3')).toBeInTheDocument();
  },
};
