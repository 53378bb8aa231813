import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileCard } from '@/features/auth/components/ProfileCard';
import { demoUser } from './fixtures';

/** /profile for a signed-in user: avatar, name, email, provider, member since, and Sign out. */
const meta = {
  title: 'Features/Auth/ProfileCard',
  component: ProfileCard,
  args: { user: demoUser, onSignOut: fn() },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('ada.lovelace@example.com')).toBeVisible();
    await expect(canvas.getByText('Google')).toBeVisible();
    await expect(canvas.getByText('14 May 2024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const WithoutPicture: Story = { args: { user: { ...demoUser, avatarUrl: '', username: 'Diogenes of Sinope', email: 'diogenes@example.com' } } };
