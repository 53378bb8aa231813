import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UploadProgress } from '@/features/transcribe/components/UploadProgress';

/**
 * The chosen file: ready until Transcribe is pressed (nothing is sent before), then bytes and percent
 * sent (XHR upload events) with "Cancel upload", then done or failed.
 */
const meta = {
  title: 'Features/Transcribe/UploadProgress',
  component: UploadProgress,
  args: { fileName: 'town-hall-debate.mp3', progress: 42, status: 'uploading', sent: 42 * 1024 * 1024, total: 100 * 1024 * 1024, onCancel: fn() },
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text the component announces: found, and inside a polite live region (not the app's toast region). */
async function announced(root: HTMLElement, text: string | RegExp) {
  const found = await within(root).findByText(text);
  await expect(found.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
}

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /town-hall-debate\.mp3/ })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await announced(canvasElement, 'Uploading... 42.0 MB of 100.0 MB');
  },
};

/** Picked, not sent: no bar yet, and no Cancel (there is nothing to cancel). */
export const ChosenNotSent: Story = {
  args: { status: 'chosen', progress: 0, sent: 0, total: 3 * 1024 * 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    await announced(canvasElement, 'Ready (3.0 MB). It is sent when you press Transcribe.');
  },
};

/** Cancel upload calls `onCancel` (the page aborts the request and keeps the file chosen). */
export const Cancelling: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const SentWaitingForTheServer: Story = {
  args: { progress: 100 },
  play: async ({ canvasElement }) => {
    await announced(canvasElement, /filing it away/);
  },
};

export const Done: Story = {
  args: { progress: 100, status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await announced(canvasElement, 'Uploaded');
  },
};

export const Failed: Story = {
  args: { progress: 63, status: 'failed' },
  play: async ({ canvasElement }) => {
    await announced(canvasElement, 'Upload stopped');
  },
};
