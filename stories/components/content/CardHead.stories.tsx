import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardHead } from '@/components/content/CardHead';

/**
 * The head of a link card: its symbol and title in one row, shared by ContentCard and
 * AnimatedCornerCard. Use it for a new card of that kind, not for a section heading (use
 * LabelledSection). Keyboard: nothing to focus (the card around it is the link). A screen reader
 * hears the heading only; the symbol is hidden.
 */
const meta = {
  title: 'Components/Content/CardHead',
  component: CardHead,
  args: { title: 'Ad Hominem', thumbnail: '🎯', headingLevel: 'h3' },
} satisfies Meta<typeof CardHead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GridCard: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: 'Ad Hominem' });
    await expect(heading).toBeVisible();
    await expect(within(canvasElement).getByText('🎯')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Featured: Story = {
  args: { large: true, headingLevel: 'h2', title: 'The Tactical Hemorrhoid Corner' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('The Tactical Hemorrhoid Corner');
  },
};

export const WithoutSymbol: Story = { args: { thumbnail: undefined } };
