import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RoundCompletePanel } from '@/features/rhetoric-quiz/components/RoundCompletePanel';
import { roundStatus } from '@/features/rhetoric-quiz/logic';

/**
 * After a round's last segment: round number, 'Good!' (at least half right) or 'Needs Work',
 * score out of the segment count, and the ways on: Previous Round (disabled on round 1),
 * Replay Round, Next Round (Finish Game on the last round) and Grade Now.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/RoundCompletePanel',
  component: RoundCompletePanel,
  args: {
    round: 1,
    roundCount: 4,
    status: roundStatus(8, 10),
    score: 8,
    segmentCount: 10,
    canGoBack: false,
    isLastRound: false,
    onPrevious: fn(),
    onReplay: fn(),
    onAdvance: fn(),
    onGradeNow: fn(),
  },
} satisfies Meta<typeof RoundCompletePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstRound: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Round 1 Complete!' })).toBeVisible();
    await expect(canvas.getByText('Score: 8 / 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous Round' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next Round' }));
    await expect(args.onAdvance).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Replay Round' }));
    await expect(args.onReplay).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).not.toHaveBeenCalled();
  },
};

export const MiddleRound: Story = {
  args: { round: 2, canGoBack: true, status: roundStatus(7, 11), score: 7, segmentCount: 11 },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous Round' });
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const LastRound: Story = {
  args: { round: 4, canGoBack: true, isLastRound: true, status: roundStatus(10, 12), score: 10, segmentCount: 12 },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next Round' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish Game' }));
    await expect(args.onAdvance).toHaveBeenCalledTimes(1);
  },
};

/** Exactly half right is still 'Good!'. */
export const Good: Story = {
  args: { status: roundStatus(5, 10), score: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good!')).toBeVisible();
    await expect(canvas.getByText("You're getting it! Keep going!")).toBeVisible();
  },
};

export const NeedsWork: Story = {
  args: { status: roundStatus(4, 10), score: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Needs Work')).toBeVisible();
    await expect(canvas.getByText("Keep trying, you'll get better!")).toBeVisible();
  },
};

export const GradeNow: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grade Now' }));
    await expect(args.onGradeNow).toHaveBeenCalledTimes(1);
  },
};

export const NeedsWorkDark: Story = { args: { status: roundStatus(2, 10), score: 2 }, globals: { scheme: 'dark' } };
