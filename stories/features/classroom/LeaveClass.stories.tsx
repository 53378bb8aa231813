import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LeaveClass } from '@/features/classroom/components/LeaveClass';

/** "Leave the class", asked again in a dialog that says exactly what is deleted. */
const meta = {
  title: 'Features/Classroom/LeaveClass',
  component: LeaveClass,
  args: { className: 'Year 9 English, set 2', nickname: 'Quiet Otter', onLeave: fn(async () => true) },
} satisfies Meta<typeof LeaveClass>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksFirst: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Leave the class' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Leave the class?' });
    await expect(dialog).toHaveTextContent('This deletes Quiet Otter and every score you sent from Year 9 English, set 2, straight away.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay in the class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and delete my scores' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Offline: Story = {
  args: { onLeave: fn(async () => false) },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Leave the class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the class?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave and delete my scores' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/nothing was deleted yet/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay in the class' }));
  },
};
