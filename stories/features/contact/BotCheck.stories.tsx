import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BotCheck } from '@/features/contact/components/BotCheck';

/** Never settles: the placeholder stays on screen, so axe checks it every time (not only on a slow machine). */
const neverLoads = () => new Promise<never>(() => {});
const failsToLoad = () => Promise.reject(new Error('offline'));

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

/** The loading placeholder, as a visitor on a slow connection sees it. */
export const Loading: Story = {
  args: { loadWidget: neverLoads },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the bot check…').closest('[role="status"]')).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** The code would not load: the visitor is told what to do. */
export const Failed: Story = {
  args: { loadWidget: failsToLoad },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Reload the page and try again.');
  },
};

/** Loaded: the real widget in its test mode, a checkbox with a label. */
export const Ready: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("I'm not a robot", {}, { timeout: 5000 }));
    await expect(await canvas.findByText('Verified', {}, { timeout: 5000 })).toBeVisible();
    await expect(args.onSolved).toHaveBeenCalled();
  },
};
