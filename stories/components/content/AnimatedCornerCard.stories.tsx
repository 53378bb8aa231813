import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { AnimatedCornerCard } from '@/components/content/AnimatedCornerCard';
import { cornerCards } from '@/content/articles/corner';

/**
 * The Corner's method cards: a light runs round the border, 1.5 s linear, forever, and stands
 * still under prefers-reduced-motion or when the page's pause switch is on. The whole card is one link.
 *
 * Use it for one or two highlighted destinations on a landing page. Don't use it in long lists
 * (ContentCard there): motion in bulk is noise. Pair it with a pause control on the page.
 *
 * Keyboard and screen reader: like ContentCard, one link named by its title.
 */
const card = cornerCards[0]!;
const meta = {
  title: 'Components/Content/AnimatedCornerCard',
  component: AnimatedCornerCard,
  args: { title: card.title, description: card.description, to: card.to, thumbnail: card.thumbnail, items: card.items },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<div style={{ maxWidth: 480 }}><Story /></div>} />
        <Route path="*" element={<p>Arrived at the method.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof AnimatedCornerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Cut the Crap Method/ });
    await expect(link).toHaveAttribute('href', '/cut-the-crap');
    const cardEl = canvasElement.querySelector('[data-animated]')!;
    const ring = getComputedStyle(cardEl, '::before');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(ring.animationName === 'none').toBe(reduced);
    if (!reduced) {
      await expect(ring.animationDuration).toBe('1.5s');
      await expect(ring.animationTimingFunction).toBe('linear');
      await expect(ring.animationIterationCount).toBe('infinite');
    }
    await userEvent.click(canvas.getByText('BS Detection'));
    await expect(await canvas.findByText('Arrived at the method.')).toBeInTheDocument();
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    const cardEl = canvasElement.querySelector('[data-animated]')!;
    await expect(cardEl).toHaveAttribute('data-animated', 'paused');
    await expect(getComputedStyle(cardEl, '::before').animationPlayState).toBe('paused');
  },
};

export const Version2: Story = {
  args: { title: cornerCards[1]!.title, description: cornerCards[1]!.description, to: cornerCards[1]!.to, thumbnail: cornerCards[1]!.thumbnail, items: cornerCards[1]!.items },
};
