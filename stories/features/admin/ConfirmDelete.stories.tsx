import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AUTHORING_MESSAGES } from '@/contract/fallacies';
import { ConfirmDelete } from '@/features/admin/components/ConfirmDelete';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/**
 * Asks before a delete, which cannot be undone. Delete and Keep it; a refusal from the backend
 * (a fallacy statements still use) shows in the dialog, which stays open.
 */
const meta = {
  title: 'Features/Admin/ConfirmDelete',
  component: ConfirmDelete,
  args: { open: true, itemLabel: 'the fallacy "Appeal to Vibes"', onConfirm: fn(async (): Promise<SubmitResult> => ({ ok: true })), onClose: fn() },
} satisfies Meta<typeof ConfirmDelete>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delete: the item goes, the dialog closes. */
export const Confirmed: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' });
    await expect(dialog).toHaveTextContent('Delete the fallacy "Appeal to Vibes"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Keep it (or Escape): nothing is deleted. */
export const KeptByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The backend refuses: the reason, naming how many statements, stays in the open dialog. */
export const Refused: Story = {
  args: { onConfirm: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: AUTHORING_MESSAGES.inUse(3) })) },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('3 statements still use this fallacy.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
