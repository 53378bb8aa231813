import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TranscribeControls } from '@/features/transcribe/components/TranscribeControls';

/**
 * The audio URL, Transcribe and Clear. Transcribe reads "Transcribing..."
 * and is disabled while transcribing or uploading; errors are announced and clear after 3 s.
 */
const meta = {
  title: 'Features/Transcribe/TranscribeControls',
  component: TranscribeControls,
  args: { audioUrl: '', onAudioUrlChange: fn(), onTranscribe: fn(), onClear: fn() },
} satisfies Meta<typeof TranscribeControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text the component announces: found, and inside a polite live region (not the app's toast region). */
async function announced(root: HTMLElement, text: string | RegExp) {
  const found = await within(root).findByText(text);
  await expect(found.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
}

export const Idle: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Audio URL'), 'h');
    await expect(args.onAudioUrlChange).toHaveBeenCalledWith('h');
    await userEvent.click(canvas.getByRole('button', { name: 'Transcribe' }));
    await expect(args.onTranscribe).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: { uploading: true, urlDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Transcribe' })).toBeDisabled();
    await expect(canvas.getByLabelText('Audio URL')).toBeDisabled();
    await expect(canvas.getByText(/Using the chosen file/)).toBeVisible();
  },
};

export const Transcribing: Story = {
  args: { audioUrl: 'https://example.com/debate.mp3', transcribing: true, providerStatus: 'processing' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Transcribing...' })).toBeDisabled();
    await announced(canvasElement, /Processing/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: 'Please enter an audio URL or upload a file' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please enter an audio URL or upload a file');
  },
};

export const ProviderError: Story = {
  args: {
    audioUrl: 'https://example.com/missing.mp3',
    error: 'Download error, unable to download https://example.com/missing.mp3. Please make sure the file exists and is accessible from the internet.',
  },
};
