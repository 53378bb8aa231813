import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BotCheck } from '@/features/contact/components/BotCheck';

/**
 * The contact form's bot check: ALTCHA's proof of work in the browser, shown as one real checkbox
 * ("I'm not a robot") with its label, in the theme's colours. Use it only where a form sends
 * something to a person; never in front of reading. Keyboard: Tab to the checkbox, Space to tick
 * it; a screen reader hears the checkbox and then the widget's "Verifying…" / "Verified" status.
 * Here it runs in ALTCHA's test mode (no server), which the backend refuses.
 */
const meta = {
  title: 'Features/Contact/BotCheck',
  component: BotCheck,
  args: { challengeUrl: '/no-server-in-storybook', testMode: true, onSolved: fn(), onLost: fn() },
} satisfies Meta<typeof BotCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bot-check')).toBeInTheDocument();
  },
};
