import { Button, Stack } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Toast, TOAST_DURATION_MS, TOAST_FADE_MS, useToast } from '@/components/feedback/Toast';

/**
 * Toasts: green for success, red for error, blue for info. They stay 3 s, fade for 0.5 s,
 * and are announced by a polite live region (`useToast().show(message, severity)`).
 *
 * Use it to confirm something finished ("Saved", "Copied") through `useToast().show()`, never by
 * rendering Toast yourself. Don't use it for errors the reader must act on (put those next to the
 * field) or for anything that must not be missed.
 *
 * Keyboard: it never takes focus; the close button (when there is one) is in the tab order. A screen
 * reader hears the message once, politely, after what it is reading.
 */
const meta = {
  title: 'Components/Feedback/Toast',
  component: Toast,
  args: { message: 'Game progress saved! You can safely return later.', severity: 'success' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { message: 'Failed to save game progress. Please try again.', severity: 'error' } };
export const Info: Story = { args: { message: 'Started a new game', severity: 'info' } };
export const Fading: Story = { args: { severity: 'info', message: 'Started a new game', leaving: true } };

function Trigger() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1}>
      <Button onClick={() => toast.show('Game progress saved! You can safely return later.', 'success')}>Save</Button>
      <Button onClick={() => toast.show('Failed to save game progress. Please try again.', 'error')}>Fail</Button>
    </Stack>
  );
}

export const AnnouncedAndAutoDismissed: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(await within(region).findByText('Game progress saved! You can safely return later.')).toBeVisible();
    await waitFor(() => expect(within(region).queryByText(/progress saved/)).not.toBeInTheDocument(), {
      timeout: TOAST_DURATION_MS + TOAST_FADE_MS + 1500,
    });
  },
};

export const DismissedByHand: Story = {
  render: () => <Trigger />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toast = await canvas.findByText('Failed to save game progress. Please try again.');
    await expect(toast.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByText(/Failed to save/)).not.toBeInTheDocument(), { timeout: TOAST_FADE_MS + 1500 });
  },
};
