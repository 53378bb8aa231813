import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SignInPrompt } from '@/features/auth/components/SignInPrompt';

/** /profile for a visitor: what signing in is for, and the button that starts it (with a random state). */
const meta = {
  title: 'Features/Auth/SignInPrompt',
  component: SignInPrompt,
  args: { onSignIn: fn() },
} satisfies Meta<typeof SignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in with Google' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Redirecting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Taking you to Google/ })).toBeDisabled();
  },
};
