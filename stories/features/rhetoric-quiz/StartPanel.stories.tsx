import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { quizQuestions } from '@/content/games/quiz';
import { StartPanel } from '@/features/rhetoric-quiz/components/StartPanel';

const segments = quizQuestions.reduce((n, q) => n + q.segments.length, 0);

/**
 * The Rhetoric Quiz's title screen: how the game works, what counts as winning, and Start.
 * Keyboard: Tab to Start, Enter or Space. The page moves focus to the heading ("How it works")
 * so a screen reader starts reading at the top of the panel.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/StartPanel',
  component: StartPanel,
  args: { roundCount: quizQuestions.length, segmentCount: segments, onStart: fn() },
} satisfies Meta<typeof StartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'How it works' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`^${quizQuestions.length} rants, ${segments} highlighted bits`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Game' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: Tab to Start Game, Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Start Game' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};
