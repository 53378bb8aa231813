import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ProgressTransfer } from '@/features/progress/components/ProgressTransfer';

/** Export progress as a file, import it on another device, or reset it after a confirmation. */
const meta = {
  title: 'Features/Progress/ProgressTransfer',
  component: ProgressTransfer,
  args: { onExport: fn(), onImport: fn(), onReset: fn(), message: null },
} satisfies Meta<typeof ProgressTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExportAndImport: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export progress' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    const file = new File(['{}'], 'sophist-progress.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByLabelText('Progress file to import'), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

export const ResetAsksFirst: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset all progress?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my progress' }));
    await expect(args.onReset).not.toHaveBeenCalled();
    // The dialog closes (and gives the page back to assistive technology) before the next click.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Reset progress' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset everything' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const BadFile: Story = {
  args: { message: { severity: 'error', text: 'That file is not a Sophist progress file. Nothing was changed.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nothing was changed.');
  },
};

export const Imported: Story = {
  args: { message: { severity: 'success', text: 'Imported the progress exported on Monday 15 June. It has replaced what this browser had.' } },
};
