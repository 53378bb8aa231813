import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ReviewOfferPanel from '@/components/review/ReviewOfferPanel';
import { REVIEW_STORAGE_KEY } from '@/lib/review/storage';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What ReviewOffer draws once loaded (after hydration): a "Keep it from fading" box with the
 * review's due count, the Discernment Check and the progress page. Use ReviewOffer on pages, not
 * this panel: the panel reads the browser's storage as it renders, which a prerendered page must not.
 * A screen reader hears the heading and three links.
 */
const meta = {
  title: 'Components/Review/ReviewOfferPanel',
  component: ReviewOfferPanel,
  beforeEach: () => () => localStorage.removeItem(REVIEW_STORAGE_KEY),
} satisfies Meta<typeof ReviewOfferPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No deck yet: "Spaced review" with no count. */
export const NoDeck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Keep it from fading' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spaced review' })).toHaveAttribute('href', '/review');
  },
};

/** On the home page, a newcomer without a deck sees nothing. */
export const HiddenWithoutDeck: Story = {
  args: { onlyWithDeck: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('review-offer')).not.toBeInTheDocument();
  },
};

/** One card due yesterday. */
export const OneDue: Story = {
  beforeEach: () => {
    const now = Date.now();
    localStorage.setItem(
      REVIEW_STORAGE_KEY,
      JSON.stringify({ version: 1, cards: [{ id: 'fallacy:straw-man:spot', added: now - 5 * DAY, due: now - DAY, fsrs: null }], log: [], recent: [] }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Review: 1 due now' })).toHaveAttribute('href', '/review');
  },
};
