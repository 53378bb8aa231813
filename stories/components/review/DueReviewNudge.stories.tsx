import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DueReviewNudge } from '@/components/review/DueReviewNudge';
import { REVIEW_STORAGE_KEY } from '@/lib/review/storage';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The line at a game's end that offers the review when something is due ("2 cards are due for
 * review now. Review them"), and nothing otherwise. It reads the stored deck after it is drawn.
 * A screen reader hears one sentence and one link.
 */
const meta = {
  title: 'Components/Review/DueReviewNudge',
  component: DueReviewNudge,
  beforeEach: () => () => localStorage.removeItem(REVIEW_STORAGE_KEY),
} satisfies Meta<typeof DueReviewNudge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing due: nothing shown. */
export const NothingDue: Story = {
  beforeEach: () => localStorage.removeItem(REVIEW_STORAGE_KEY),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByTestId('due-review-nudge')).not.toBeInTheDocument();
  },
};

/** Two cards due (one not yet): the count and the way in. */
export const TwoDue: Story = {
  beforeEach: () => {
    const now = Date.now();
    const card = (id: string, due: number) => ({ id, added: now - 5 * DAY, due, fsrs: null });
    localStorage.setItem(
      REVIEW_STORAGE_KEY,
      JSON.stringify({ version: 1, cards: [card('fallacy:straw-man:spot', now - DAY), card('fallacy:straw-man:twin', now - 1), card('fallacy:post-hoc:spot', now + DAY)], log: [], recent: [] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/2 cards are due for review now/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/review');
  },
};
