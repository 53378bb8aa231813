import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ReviewOffer } from '@/components/review/ReviewOffer';
import { REVIEW_STORAGE_KEY } from '@/lib/review/storage';

const DAY = 24 * 60 * 60 * 1000;

/** A deck of three cards: two due yesterday, one due next week. */
function seedDeck() {
  const now = Date.now();
  const card = (id: string, due: number) => ({ id, added: now - 5 * DAY, due, fsrs: null });
  localStorage.setItem(
    REVIEW_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      cards: [card('fallacy:ad-hominem:spot', now - DAY), card('fallacy:ad-hominem:twin', now - DAY), card('device:Hyperbole', now + 7 * DAY)],
      log: [],
      recent: [],
    }),
  );
  return () => localStorage.removeItem(REVIEW_STORAGE_KEY);
}

/**
 * The way into spaced review and the Discernment Check from content pages. The due count loads
 * after hydration; on a lesson, reading down to it puts the lesson's fallacies into the review.
 */
const meta = {
  title: 'Components/Review/ReviewOffer',
  component: ReviewOffer,
} satisfies Meta<typeof ReviewOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DueToday: Story = {
  beforeEach: seedDeck,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Review: 2 due now' })).toHaveAttribute('href', '/review');
    await expect(canvas.getByRole('link', { name: 'Discernment Check' })).toHaveAttribute('href', '/check');
  },
};

export const NothingStoredYet: Story = {
  beforeEach: () => localStorage.removeItem(REVIEW_STORAGE_KEY),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Spaced review' })).toBeVisible();
  },
};

export const HiddenWithoutDeck: Story = {
  args: { onlyWithDeck: true },
  beforeEach: () => localStorage.removeItem(REVIEW_STORAGE_KEY),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 200));
    await expect(within(canvasElement).queryByTestId('review-offer')).toBeNull();
  },
};

export const LessonReadToTheEnd: Story = {
  args: { lesson: { id: 'straw-man', fallacies: ['straw-man'] } },
  beforeEach: () => {
    localStorage.removeItem(REVIEW_STORAGE_KEY);
    return () => localStorage.removeItem(REVIEW_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This lesson is now in your review/)).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(REVIEW_STORAGE_KEY) ?? '{"cards":[]}').cards).toHaveLength(2));
  },
};
