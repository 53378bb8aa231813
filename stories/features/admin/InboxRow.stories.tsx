import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InboxRow } from '@/features/admin/components/InboxRow';

const message = {
  id: 'msg-1',
  receivedAt: '2026-11-25T09:15:00.000Z',
  from_name: 'Ada Lovelace',
  from_email: 'ada@example.com',
  message: 'Your list of fallacies is missing the fallacy fallacy.\nA bad argument does not make its conclusion false.',
  read: false,
};

/**
 * One contact message in the admin's inbox: read or unread (in words, and a bar at the start),
 * who sent it with a mailto link, when, the text as written, and Mark as read / unread and Delete.
 */
const meta = {
  title: 'Features/Admin/InboxRow',
  component: InboxRow,
  args: { message, onToggleRead: fn(), onDelete: fn() },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0, maxWidth: 760 }}>{Story()}</ul>],
} satisfies Meta<typeof InboxRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unread · 25 Nov 2026, 09:15 UTC')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read: the message from Ada Lovelace (ada@example.com)' }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the message from Ada Lovelace (ada@example.com)' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Read: Story = {
  args: { message: { ...message, read: true } },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Read ·/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Mark as unread: / }));
    await expect(args.onToggleRead).toHaveBeenCalledWith(false);
  },
};
