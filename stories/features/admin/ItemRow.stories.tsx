import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ItemRow } from '@/features/admin/components/ItemRow';

/**
 * One fallacy or statement in the admin's lists: the text, facts (fallacy, difficulty, how many
 * statements practise it), when it was added and edited, and Edit / Delete for an authored item.
 * A built-in item says "Built-in · read-only" and has no buttons. Rows sit in a `<ul>`.
 */
const meta = {
  title: 'Features/Admin/ItemRow',
  component: ItemRow,
  args: {
    title: 'Appeal to Vibes',
    detail: 'Believing a claim because it has a nice energy about it.',
    facts: ['Difficulty 2', '3 statements'],
    builtIn: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T14:30:00.000Z',
    itemLabel: 'fallacy "Appeal to Vibes"',
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0, maxWidth: 760 }}>{Story()}</ul>],
} satisfies Meta<typeof ItemRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An authored item: its times, and Edit and Delete named after it, reached by Tab. */
export const Authored: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Difficulty 2 · 3 statements · Added 25 Nov 2026, 10:00 UTC · edited 25 Nov 2026, 14:30 UTC/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit fallacy "Appeal to Vibes"' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete fallacy "Appeal to Vibes"' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A built-in item is read-only and says so. */
export const BuiltIn: Story = {
  args: { title: 'Ad Hominem', detail: 'Attacking the person instead of the argument.', facts: ['Difficulty 1', 'No statements yet'], builtIn: true, createdAt: undefined, updatedAt: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Difficulty 1 · No statements yet · Built-in · read-only')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
