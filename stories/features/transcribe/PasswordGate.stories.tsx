import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PasswordGate } from '@/features/transcribe/components/PasswordGate';

/**
 * The transcription lock. The backend checks the password; a refusal
 * reads "Invalid password". Once unlocked, the tool (its children) shows for the session.
 */
const meta = {
  title: 'Features/Transcribe/PasswordGate',
  component: PasswordGate,
  args: { status: 'locked', onSubmit: fn(), children: <Typography>The tool would be here.</Typography> },
} satisfies Meta<typeof PasswordGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The check loads its schema first (after hydration on the page, here on Unlock): its words come a moment later.
    await expect(await canvas.findByText(/Enter the password first/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Password/), 'letmein-transcribe{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('letmein-transcribe'));
    await expect(canvas.queryByText('The tool would be here.')).not.toBeInTheDocument();
  },
};

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking...' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { error: 'Invalid password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid password');
  },
};

export const Unlocked: Story = {
  args: { status: 'unlocked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The tool would be here.')).toBeVisible();
    await expect(canvas.queryByLabelText(/Password/)).not.toBeInTheDocument();
  },
};
