import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CookieBanner } from '@/components/layout/CookieBanner';

/**
 * Asks once: Accept or Decline. The shell shows it until a consent value is stored.
 *
 * Use it only in the shell. Its words stay plain (no jokes in consent).
 *
 * Keyboard: Tab to Accept or Decline; neither is preselected. A screen reader hears a region
 * named "Cookie consent", then both buttons.
 */
const meta = {
  title: 'Components/Layout/CookieBanner',
  component: CookieBanner,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cookie consent' });
    await userEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** Closed, it stays in the page hidden (a page that is never hydrated reveals it with a line of script). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-cookie-banner]')).not.toBeVisible();
  },
};
