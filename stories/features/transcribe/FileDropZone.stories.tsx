import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { FileDropZone } from '@/features/transcribe/components/FileDropZone';

/**
 * A file chooser and a drop zone for audio or video up to 500MB. The page
 * checks the file; the zone shows what was wrong with it.
 */
const meta = {
  title: 'Features/Transcribe/FileDropZone',
  component: FileDropZone,
  args: { onFile: fn() },
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const wav = () => new File([new Uint8Array(64)], 'interview.wav', { type: 'audio/wav' });
/** Fires a drag event carrying a file, as a browser does (testing-library cannot fill a DataTransfer). */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'drop', file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    await expect(canvas.getByText(/up to 500MB/)).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('accept', 'audio/*,video/*');
    const file = wav();
    fireEvent.change(input, { target: { files: [file] } });
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

export const Dragging: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByTestId('file-drop-zone');
    const file = wav();
    drag(zone, 'dragenter', file);
    await expect(await within(zone).findByText(/Drop it/)).toBeVisible();
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    drag(zone, 'drop', file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await expect(zone).not.toHaveAttribute('data-dragging');
  },
};

export const WrongType: Story = {
  args: { error: 'Please upload an audio or video file' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please upload an audio or video file');
  },
};

export const TooLarge: Story = {
  args: { error: 'File size must be less than 500MB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('File size must be less than 500MB');
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'interview.wav' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    drag(canvas.getByTestId('file-drop-zone'), 'drop', wav());
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};
