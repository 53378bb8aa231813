import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserMenu } from '@/components/layout/UserMenu';
import { demoUser } from '../../features/auth/fixtures';

/**
 * The navigation bar's account control, one story per state: "Sign in" (to /profile, where the
 * sign-in starts) for visitors, the avatar and first name (to /profile) once signed in.
 */
const meta = {
  title: 'Components/Layout/UserMenu',
  component: UserMenu,
  args: { user: null },
  decorators: [
    (Story) => (
      <div style={{ display: 'inline-flex', padding: 12, background: 'var(--sophist-palette-board-main)', color: 'var(--sophist-palette-chalk-main)' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/profile');
  },
};

export const SignedIn: Story = {
  args: { user: demoUser },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Ada, your profile' });
    await expect(link).toHaveAttribute('href', '/profile');
    await expect(link).toHaveTextContent('Ada');
  },
};
