import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FallacyGamePlay } from '@/features/fallacy-game/components/FallacyGamePlay';

const TYPES = [
  { id: 'ad-hominem', name: 'Ad Hominem' },
  { id: 'appeal-to-authority', name: 'Appeal to Authority' },
  { id: 'false-dichotomy', name: 'False Dichotomy' },
  { id: 'post-hoc', name: 'Post Hoc' },
  { id: 'red-herring', name: 'Red Herring' },
  { id: 'slippery-slope', name: 'Slippery Slope' },
  { id: 'straw-man', name: 'Straw Man' },
];

/**
 * One statement of the fallacy-identification game: "Round n of 10", the board, every fallacy
 * type as a button; after the answer the verdict with the why, a lesson link and Next.
 */
const meta = {
  title: 'Features/Fallacy Game/FallacyGamePlay',
  component: FallacyGamePlay,
  args: {
    roundLabel: 'Round 3 of 10',
    score: 2,
    statementKey: 's3',
    statement: 'The day we changed the office wallpaper, the server crashed. That wallpaper has to go.',
    types: TYPES,
    answerId: 'post-hoc',
    chosen: null,
    onChoose: fn(),
    result: null,
  },
} satisfies Meta<typeof FallacyGamePlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('round-counter')).toHaveTextContent('Round 3 of 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Hoc' }));
    await expect(args.onChoose).toHaveBeenCalledWith('post-hoc');
  },
};

export const AnsweredWrong: Story = {
  args: {
    chosen: 'red-herring',
    result: {
      correct: false,
      answerName: 'Post Hoc',
      explanation: 'It blames the wallpaper because the crash came after it went up, with nothing linking the two.',
      lessonHref: '/fallacies/post-hoc',
      onNext: fn(),
      nextLabel: 'Next',
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

export const AnsweredRight: Story = {
  args: {
    chosen: 'post-hoc',
    score: 3,
    result: { correct: true, answerName: 'Post Hoc', explanation: null, lessonHref: '/fallacies/post-hoc', onNext: fn() },
  },
};

export const FallbackNotice: Story = {
  args: { fallbackNotice: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/13 built-in fallacy types/)).toBeInTheDocument();
  },
};
