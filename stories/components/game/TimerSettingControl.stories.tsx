import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TimerSettingControl } from '@/components/game/TimerSettingControl';

/** WCAG 2.2.1 (timing adjustable): normal timers, double time, or none. */
const meta = {
  title: 'Game/TimerSettingControl',
  component: TimerSettingControl,
  args: { value: 'normal', onChange: fn() },
} satisfies Meta<typeof TimerSettingControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'No timer' }));
    await expect(args.onChange).toHaveBeenCalledWith('off');
  },
};

export const DoubleTime: Story = { args: { value: 'double' } };

export const Off: Story = { args: { value: 'off' } };
