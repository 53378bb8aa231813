import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProfilePage from '@/features/auth/ProfilePage';

/**
 * /profile while the browser's stored session is still being read: a named progress indicator
 * (the signed-in and signed-out states have stories of their own, ProfileCard and SignInPrompt).
 * Held on screen, so axe checks the loading state every time.
 */
const meta = {
  title: 'Features/Auth/ProfilePage',
  component: ProfilePage,
  parameters: { route: '/profile' },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading profile' })).toBeVisible();
  },
};
