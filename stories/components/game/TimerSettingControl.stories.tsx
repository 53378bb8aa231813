import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TimerSettingControl } from '@/components/game/TimerSettingControl';

/**
 * WCAG 2.2.1 (timing adjustable): the one timer setting every timed game shows (the Detective's
 * intro, the argument game's entry screen): normal, double time, or none, remembered on the
 * device. With `normalSeconds` each choice says how long it gives; a game can add what "No
 * timer" changes besides the clock.
 *
 * Use it before every timed game starts, never during one. Keyboard: Tab into the group, arrow keys
 * change the choice. A screen reader hears the group's label, the note on what "No timer" changes, and
 * each choice as a radio button.
 */
const meta = {
  title: 'Components/Game/TimerSettingControl',
  component: TimerSettingControl,
  args: { value: 'normal', onChange: fn() },
} satisfies Meta<typeof TimerSettingControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Timer' })).toHaveAccessibleDescription(
      'Remembered on this device for every timed game.',
    );
    await expect(canvas.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'No timer' }));
    await expect(args.onChange).toHaveBeenCalledWith('off');
  },
};

export const DoubleTime: Story = { args: { value: 'double' } };

export const Off: Story = { args: { value: 'off' } };

/** The Detective: 45 seconds a question, and untimed results wait for Next. */
export const WithDurationsAndNote: Story = {
  args: { normalSeconds: 45, untimedNote: '"No timer" also waits for you after each answer.' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Normal (45 s)' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Timer' })).toHaveAccessibleDescription(/also waits for you after each answer/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Double time (90 s)' }));
    await expect(args.onChange).toHaveBeenCalledWith('double');
  },
};

/** The argument game: five minutes a game at the beginner level. */
export const InMinutes: Story = {
  args: { normalSeconds: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Normal (5 min)' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Double time (10 min)' })).toBeInTheDocument();
  },
};
