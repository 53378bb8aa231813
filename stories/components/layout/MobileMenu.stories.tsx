import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import MobileMenu from '@/components/layout/MobileMenu';

/**
 * The small screens' menu: a drawer with every destination, the games first and the joke shop last
 * (the bar loads it when first opened).
 *
 * Keyboard: focus moves into the drawer when it opens, Escape closes it and focus returns to the menu
 * button. A screen reader hears a navigation landmark "Mobile" with the current page marked.
 */
const meta = {
  title: 'Components/Layout/MobileMenu',
  component: MobileMenu,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onClose: fn(), pathname: '/games', signedIn: false },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/profile');
    // The games first (the hub, then each game), the joke shop last.
    const links = within(menu).getAllByRole('link').map((link) => link.textContent);
    await expect(links.slice(0, 6)).toEqual([
      'Games',
      'Logical Fallacy Detective',
      'Fallacy Identification',
      'Sophist Game',
      'Rhetoric Analysis',
      'Argument Construction',
    ]);
    await expect(links.at(-1)).toBe('Shop');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true, pathname: '/' },
  play: async () => {
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  },
};
