import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ChallengeSwitch, type ChallengeSwitchProps } from '@/features/rhetoric-analysis/components/ChallengeSwitch';

/**
 * The Rhetoric Analysis Challenge's "Guess first" setting. Off (the read-along) the highlights show
 * their technique on a tap; on, the names stay hidden until the learner picks one of three. A
 * switch: Tab reaches it, Space flips it; a screen reader hears "Guess first, switch, off" and the
 * line under it. The page remembers the choice in the browser.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/ChallengeSwitch',
  component: ChallengeSwitch,
  args: { on: false, onChange: fn() },
  render: function Render(args: ChallengeSwitchProps) {
    const [on, setOn] = useState(args.on);
    return (
      <ChallengeSwitch
        on={on}
        onChange={(next) => {
          setOn(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ChallengeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off by default; the keyboard turns it on (Tab, Space) and off again. */
export const Off: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Guess first' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/Pick each technique from three/);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { on: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Guess first' })).toBeChecked();
  },
};

export const Dark: Story = { ...On, globals: { scheme: 'dark' } };
