import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TimerBar } from '@/components/game/TimerBar';

/**
 * The countdown shared by the timed games. Under `warnBelow` seconds it turns red and says
 * "(hurry)"; with the timing setting off it reads "untimed".
 *
 * Use it for a game's countdown, always with the timing setting (TimerSettingControl) somewhere
 * before the game. Don't use it for loading progress.
 *
 * Not focusable. A screen reader hears a progress bar named by `label` with the time left as text;
 * in the last seconds the game's live region counts down.
 */
const meta = {
  title: 'Components/Game/TimerBar',
  component: TimerBar,
  args: { secondsLeft: 245, totalSeconds: 300, warnBelow: 60 },
} satisfies Meta<typeof TimerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { secondsLeft: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5:00')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Time left' })).toHaveAttribute('aria-valuenow', '100');
  },
};
export const Running: Story = {};
export const UnderSixtySeconds: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0:42 (hurry)')).toBeInTheDocument();
  },
};
export const LastTenSeconds: Story = { args: { secondsLeft: 7, totalSeconds: 45, warnBelow: 10 } };
export const TimedOut: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Time's up")).toBeInTheDocument();
  },
};
export const Untimed: Story = { args: { secondsLeft: null } };
