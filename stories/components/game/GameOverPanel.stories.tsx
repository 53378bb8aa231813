import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameOverPanel } from '@/components/game/GameOverPanel';

/**
 * The end of a game: a title, the final score as points over the maximum, a message and one
 * action, which takes keyboard focus so Enter plays again. The Detective says "Game Over"; the
 * fallacy-identification game says "Complete!" or "Over".
 *
 * Use it once, at the end of a game. Don't use it between rounds (RoundOverlay).
 *
 * A screen reader hears the title, "Final score: N / M", the message, then the focused button.
 */
const meta = {
  title: 'Components/Game/GameOverPanel',
  component: GameOverPanel,
  args: {
    title: 'Game Over',
    score: 9,
    maxScore: 35,
    message: "You didn't score enough points to advance. Try again!",
    actionLabel: 'Play Again',
    onAction: fn(),
  },
} satisfies Meta<typeof GameOverPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    await expect(canvas.getByTestId('final-score')).toHaveTextContent('9 / 35');
    await expect(canvas.getByRole('button', { name: 'Play Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const AllRoundsPassed: Story = {
  args: { score: 31, tone: 'success', message: 'Case closed. Five rounds, and not one fallacy slipped past you.' },
};

export const Complete: Story = {
  args: { title: 'Complete!', score: 8, maxScore: 10, tone: 'success', actionLabel: 'Next', message: undefined },
};

export const Over: Story = {
  args: { title: 'Over', score: 4, maxScore: 10, actionLabel: 'Retry', message: 'Not enough this time. Try again.' },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};
