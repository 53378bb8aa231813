import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadProgress } from '@/features/transcribe/components/UploadProgress';

/** Percent progress of the upload (XHR upload events), then done or failed (site-spec §4). */
const meta = {
  title: 'Tools/Transcribe/UploadProgress',
  component: UploadProgress,
  args: { fileName: 'town-hall-debate.mp3', progress: 42, status: 'uploading' },
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /town-hall-debate\.mp3/ })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
  },
};

export const SentWaitingForTheServer: Story = {
  args: { progress: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/filing it away/);
  },
};

export const Done: Story = {
  args: { progress: 100, status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploaded');
  },
};

export const Failed: Story = {
  args: { progress: 63, status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Upload stopped');
  },
};
