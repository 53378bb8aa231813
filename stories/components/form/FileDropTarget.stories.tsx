import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FileDropTarget } from '@/components/form/FileDropTarget';

/**
 * The one file drop zone under the upload and transcription screens: a dashed frame that takes a
 * dropped file and highlights while one is dragged over it. Dropping is a shortcut only: the
 * caller always puts a real file input and button inside, which is what keyboard and screen-reader
 * users use (the frame itself is not focusable and says nothing).
 */
const meta = {
  title: 'Components/Form/FileDropTarget',
  component: FileDropTarget,
  args: {
    onFile: fn(),
    children: (dragging: boolean) => <Typography sx={{ p: 4, textAlign: 'center' }}>{dragging ? 'Drop it here' : 'Drag a file here, or choose one'}</Typography>,
  },
} satisfies Meta<typeof FileDropTarget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Drag a file here, or choose one')).toBeVisible();
  },
};
export const WithError: Story = { args: { error: true } };
export const Disabled: Story = { args: { disabled: true } };
