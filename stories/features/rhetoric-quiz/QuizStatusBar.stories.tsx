import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuizStatusBar } from '@/features/rhetoric-quiz/components/QuizStatusBar';

/** Round and segment, the score so far (right out of answered) and a progress bar through the round. */
const meta = {
  title: 'Features/Rhetoric Quiz/QuizStatusBar',
  component: QuizStatusBar,
  args: { round: 2, roundCount: 4, segment: 4, segmentCount: 11, progress: 36, score: 9, attempted: 14 },
} satisfies Meta<typeof QuizStatusBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MidRound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Round 2 of 4 · Segment 4 of 11')).toBeVisible();
    await expect(canvas.getByText('Score: 9 / 14')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Round progress' })).toHaveAttribute('aria-valuenow', '36');
  },
};

export const FirstSegment: Story = { args: { round: 1, segment: 1, segmentCount: 10, progress: 0, score: 0, attempted: 0 } };
