import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StartPanel } from '@/features/rhetoric-quiz/components/StartPanel';

/**
 * The Rhetoric Quiz's title screen: how the game works, what counts as winning, and Start.
 * Keyboard: Tab to Start, Enter or Space. The page moves focus to the heading ("How it works")
 * so a screen reader starts reading at the top of the panel.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/StartPanel',
  component: StartPanel,
  args: { roundCount: 5, segmentCount: 6, onStart: fn() },
} satisfies Meta<typeof StartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Start/ }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};
