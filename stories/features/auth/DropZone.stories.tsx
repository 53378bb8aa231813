import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DropZone, type DropZoneProps, type PickedFile } from '@/features/auth/components/DropZone';
import { UPLOAD_CLAIM } from '@/features/auth/sampleData';

/**
 * The upload page's static video drop zone. Its text claims up to 2GB and
 * nothing checks it; a dropped or chosen file is only named back to you. It is a real file input
 * under a label, so it works by click, by keyboard and by drag and drop.
 */
const meta = {
  title: 'Features/Auth/DropZone',
  component: DropZone,
  args: { accepts: UPLOAD_CLAIM, onFile: fn() },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/up to 2GB/)).toBeVisible();
    await expect(canvas.getByLabelText(/Drag and drop your video here/)).toHaveAttribute('type', 'file');
  },
};

export const FilePicked: Story = { args: { file: { name: 'uncle-at-thanksgiving.mp4', size: 734_003_200 } } };

function Stateful(props: DropZoneProps) {
  const [file, setFile] = useState<PickedFile | null>(null);
  return (
    <DropZone
      {...props}
      file={file}
      onFile={(f) => {
        setFile(f);
        props.onFile?.(f);
      }}
    />
  );
}

export const ChoosingAFile: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['0123456789'], 'debate-night.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText(/Drag and drop your video here/), file);
    const picked = await canvas.findByText('Picked: debate-night.mp4 (10 B)');
    await expect(picked).toHaveAttribute('role', 'status');
    await expect(args.onFile).toHaveBeenCalledWith({ name: 'debate-night.mp4', size: 10 });
  },
};
