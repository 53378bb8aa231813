import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from '@/components/feedback/ProgressBar';

/**
 * A determinate progress bar: the timer bars, the rounds, the techniques found, an upload. A track
 * and a bar that slides to the value, named for assistive technology with its value in words.
 */
const meta = {
  title: 'Components/Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: 'Round progress', valueText: '40% of round 2', height: 10 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two fifths of the way: the bar covers two fifths of the track, and says so. */
export const Partway: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Round progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40% of round 2');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // Once the slide has ended, the filled part is two fifths of the track's width.
    const fill = bar.firstElementChild as HTMLElement;
    await Promise.all(fill.getAnimations().map((a) => a.finished));
    const [track, filled] = [bar.getBoundingClientRect(), fill.getBoundingClientRect()];
    await expect(Math.round(((filled.right - track.left) / track.width) * 100)).toBe(40);
  },
};

/** A timer in its warning colour, one third left. */
export const Warning: Story = {
  args: { value: 100 / 3, label: 'Time left', valueText: '0:20 left', color: 'timer.warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Time left' })).toHaveAttribute('aria-valuenow', '33');
  },
};

/** Out-of-range values are held to the track: nothing spills past either end. */
export const Clamped: Story = {
  args: { value: 140, label: 'Upload progress for town-hall.wav', valueText: undefined, color: 'success.main', height: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
