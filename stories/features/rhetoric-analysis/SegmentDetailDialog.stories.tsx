import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within, waitFor } from 'storybook/test';
import { SegmentDetailDialog } from '@/features/rhetoric-analysis/components/SegmentDetailDialog';
import { fixtureOpEd } from '@/features/rhetoric-analysis/fixtures';

const segment = fixtureOpEd.segments[1]!;

/**
 * A clicked highlight: its technique (the dialog's title), the quoted text, why, and Mark as Found.
 *
 * It is the shared Modal: Enter or Space on a highlighted segment opens it, Tab stays inside, Escape
 * or Close returns focus to the segment. A screen reader hears "dialog", the title, then the analysis.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/SegmentDetailDialog',
  component: SegmentDetailDialog,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { segment, found: false, onMarkFound: fn(), onClose: fn() },
} satisfies Meta<typeof SegmentDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundYet: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Anaphora' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(segment.explanation)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Found' }));
    await expect(args.onMarkFound).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyFound: Story = {
  args: { found: true },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Anaphora' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Mark as Found' })).toBeNull();
    await expect(within(dialog).getByText('Already found.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the article' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
