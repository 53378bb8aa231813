import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EntryScreen } from '@/features/argument/components/EntryScreen';
import { defaultProgress } from '@/features/argument/model';

/**
 * /argument: 'Argument Construction Game'. Resume Game appears only when a saved game exists, separated by
 * '- or -' from Start New Game. The clock setting (normal, double time, none) applies to every timed game.
 */
const meta = {
  title: 'Features/Argument/EntryScreen',
  component: EntryScreen,
  args: {
    hasSavedGame: false,
    progress: defaultProgress(),
    timerSetting: 'normal',
    onTimerSetting: fn(),
    onResume: fn(),
    onStart: fn(),
  },
} satisfies Meta<typeof EntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutSavedGame: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Argument Construction Game' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resume Game' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('- or -')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start New Game' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const WithSavedGame: Story = {
  args: { hasSavedGame: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('- or -')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume Game' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

export const ChangingTheClock: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Double time (10 min)' }));
    await expect(args.onTimerSetting).toHaveBeenCalledWith('double');
  },
};

export const Advanced: Story = {
  args: { progress: { ...defaultProgress(), currentDifficulty: 'advanced', totalArguments: 31, highestScore: 60 } },
};
