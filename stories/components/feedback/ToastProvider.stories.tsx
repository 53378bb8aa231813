import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, within } from 'storybook/test';
import { useToast } from '@/components/feedback/Toast';
import { ToastProvider } from '@/components/feedback/ToastProvider';

function Trigger() {
  const toast = useToast();
  return <Button onClick={() => toast.show('Saved, with the provider in charge.', 'success')}>Show a toast</Button>;
}

/**
 * Holds the live toasts in one polite live region that is always on the page (so screen readers
 * hear each message); the toast's own look loads with the first toast.
 *
 * Render it once, around the app (the shell and every story already do). Don't nest a second one:
 * two live regions would read every message twice.
 */
const meta = {
  title: 'Components/Feedback/ToastProvider',
  component: ToastProvider,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { children: <Trigger /> },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveRegionFirst: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // The region is there before any toast, empty.
    const regions = canvas.getAllByRole('status');
    await expect(regions[0]).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(await within(regions[0]!).findByText('Saved, with the provider in charge.')).toBeVisible();
  },
};
