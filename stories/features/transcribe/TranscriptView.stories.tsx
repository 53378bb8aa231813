import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TranscriptView } from '@/features/transcribe/components/TranscriptView';
import type { Utterance } from '@/contract/transcripts';

const utterances: Utterance[] = [
  { start: 0, end: 5200, speaker: 'A', text: 'My opponent wants to cut the budget. Why does he hate children?' },
  { start: 5200, end: 11800, speaker: 'B', text: 'I proposed trimming one stationery line. That is a straw man with a side of appeal to emotion.' },
  { start: 11800, end: 15000, speaker: 'A', text: 'So you admit you are against stationery.' },
  { start: 75_000, end: 80_000, speaker: 'B', text: 'I admit nothing, which is more than you can say for evidence.' },
];

/**
 * The transcript: one line per utterance, "[MM:SS] Speaker A: text", with Copy
 * ("Copied to clipboard!" for 2 s, "Failed to copy transcript" for 3 s) and .txt/.srt/.vtt downloads.
 */
const meta = {
  title: 'Features/Transcribe/TranscriptView',
  component: TranscriptView,
  args: { utterances, copyStatus: 'idle', onCopy: fn(), onDownload: fn() },
} satisfies Meta<typeof TranscriptView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text the component announces: found, and inside a polite live region (not the app's toast region). */
async function announced(root: HTMLElement, text: string | RegExp) {
  const found = await within(root).findByText(text);
  await expect(found.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
}

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Transcript lines' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('[00:00] Speaker A: My opponent wants to cut the budget.');
    await expect(items[3]).toHaveTextContent('[01:15] Speaker B: I admit nothing');
  },
};

export const UnknownSpeaker: Story = {
  args: { utterances: [{ start: 3000, speaker: null, text: 'Who let the microphone on?' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('[00:03] Unknown Speaker: Who let the microphone on?');
  },
};

export const CopyOk: Story = {
  args: { copyStatus: 'copied' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await announced(canvasElement, 'Copied to clipboard!');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy transcript' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

export const CopyFailed: Story = {
  args: { copyStatus: 'failed' },
  play: async ({ canvasElement }) => {
    await announced(canvasElement, 'Failed to copy transcript');
  },
};

export const Export: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Download as \.txt/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Download as \.srt/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Download as \.vtt/ }));
    await expect(args.onDownload).toHaveBeenNthCalledWith(1, 'txt');
    await expect(args.onDownload).toHaveBeenNthCalledWith(2, 'srt');
    await expect(args.onDownload).toHaveBeenNthCalledWith(3, 'vtt');
  },
};

export const NothingHeard: Story = {
  args: { utterances: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/heard nothing/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy transcript' })).toBeDisabled();
  },
};
