import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SESSION_EXPIRED_NOTICE } from '@/features/admin/adminApi';
import { LoginForm } from '@/features/admin/components/LoginForm';

/**
 * The admin login form: username and password are both required, checked
 * before anything is sent. The page passes `submitting` while the call is out and the refusal
 * ('Invalid credentials') as `error`; `notice` explains a forced return (an expired session).
 */
const meta = {
  title: 'Features/Admin/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/Password/), 'letmein-admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'letmein-admin' });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText(/Username/)).toHaveFocus();
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Filling one field clears its message; the other stays.
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await expect(canvas.queryByText('Username is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText(/Password/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Invalid credentials' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid credentials');
  },
};

export const SessionExpired: Story = {
  args: { notice: SESSION_EXPIRED_NOTICE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SESSION_EXPIRED_NOTICE)).toBeVisible();
  },
};
