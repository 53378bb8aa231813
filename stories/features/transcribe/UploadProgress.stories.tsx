import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgress } from '@/features/transcribe/components/UploadProgress';

/** Percent progress of the upload (XHR upload events), then done or failed. */
const meta = {
  title: 'Features/Transcribe/UploadProgress',
  component: UploadProgress,
  args: { fileName: 'town-hall-debate.mp3', progress: 42, status: 'uploading' },
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
    await announced(canvasElement, 'Uploading...');
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
