import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NavBar } from '@/components/layout/NavBar';
import { UserMenu } from '@/components/layout/UserMenu';

const demoUser = {
  id: 'demo-1',
  email: 'ada@example.com',
  username: 'Ada Lovelace',
  avatarUrl: '',
  provider: 'google' as const,
  createdAt: '2024-05-01T10:00:00.000Z',
  socialProfiles: [],
};

/**
 * The top bar: Home, About, Categories, Games, the Shop button, a light/dark toggle, the
 * UserMenu (Sign in, or the signed-in user) and, on small screens, a menu toggle that opens a drawer.
 */
const meta = {
  title: 'Components/Layout/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen', route: '/about' },
  args: { user: null },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Categories', 'Games', 'Shop', 'Sign in']) {
      await expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedIn: Story = { args: { user: demoUser } };

export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, userEvent }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('navigation', { name: 'Mobile' });
    await expect(within(drawer).getByRole('link', { name: 'Games' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
  },
};

/** The UserMenu on its own: "Sign in" for visitors, the avatar and first name once signed in. */
export const UserMenuStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16, background: '#16231D', color: '#F4F1E8' }}>
      <UserMenu user={null} />
      <UserMenu user={demoUser} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/profile');
    await expect(await canvas.findByRole('link', { name: 'Ada, your profile' })).toBeInTheDocument();
  },
};
