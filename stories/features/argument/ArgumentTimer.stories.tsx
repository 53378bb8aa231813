import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TimerBar } from '@/components/game/TimerBar';
import { DEFAULT_TIME_LIMIT_SECONDS, TIME_WARNING_SECONDS } from '@/features/argument/constants';

/**
 * The shared TimerBar as the argument game sets it up: 300 s by default (the level's timeLimit otherwise),
 * red with "(hurry)" strictly under 60 s, "Time's up" at 0 (the time-out handler then ends the game).
 */
const meta = {
  title: 'Features/Argument/ArgumentTimer',
  component: TimerBar,
  args: { secondsLeft: DEFAULT_TIME_LIMIT_SECONDS, totalSeconds: DEFAULT_TIME_LIMIT_SECONDS, warnBelow: TIME_WARNING_SECONDS },
} satisfies Meta<typeof TimerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5:00')).toBeInTheDocument();
  },
};

export const AtSixtySeconds: Story = {
  args: { secondsLeft: 60 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1:00')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-warning]')).toBeNull();
  },
};

export const UnderSixtySecondsRed: Story = {
  args: { secondsLeft: 59 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0:59 (hurry)')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-warning]')).not.toBeNull();
  },
};

export const Expired: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Time's up")).toBeInTheDocument();
  },
};

export const AdvancedLevel: Story = { args: { secondsLeft: 180, totalSeconds: 180 } };
