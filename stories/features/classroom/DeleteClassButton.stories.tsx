import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DeleteClassButton } from '@/features/classroom/components/DeleteClassButton';

/** "Delete this class", with a dialog that names what goes before anything goes. */
const meta = {
  title: 'Features/Classroom/DeleteClassButton',
  component: DeleteClassButton,
  args: { name: 'Year 9 English, set 2', pupils: 28, onDelete: fn(async () => true) },
} satisfies Meta<typeof DeleteClassButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksFirst: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Year 9 English, set 2”?' });
    await expect(dialog).toHaveTextContent('all 28 pupils with every check, practice round and review they sent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the class' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this class' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the class and all its records' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { onDelete: fn(async () => false) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this class' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete the class and all its records' }));
    await expect(await canvas.findByText(/The class was not deleted/)).toBeVisible();
  },
};
