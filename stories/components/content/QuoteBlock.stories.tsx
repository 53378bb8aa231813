import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteBlock } from '@/components/content/QuoteBlock';

/**
 * A pull quote in chalk lettering, with who said it. Invented speakers are fine.
 *
 * Use it for one memorable line. Don't use it for whole paragraphs or for the lesson's own claims.
 *
 * A screen reader hears the quote as a block quote, then the attribution.
 */
const meta = {
  title: 'Components/Content/QuoteBlock',
  component: QuoteBlock,
  args: {
    text: 'The quality of an argument does not change when you discover that its author chews loudly.',
    attribution: 'The Sophist',
  },
} satisfies Meta<typeof QuoteBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure');
    await expect(figure?.querySelector('blockquote')).toHaveTextContent(/chews loudly/);
    await expect(within(canvasElement).getByText('— The Sophist')).toBeInTheDocument();
  },
};

export const LongQuote: Story = {
  args: {
    text: 'An argument tries to change what you think. Gaslighting tries to change whether you trust yourself to think at all, and that is a far more expensive thing to lose.',
    attribution: 'Every therapist, eventually',
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
