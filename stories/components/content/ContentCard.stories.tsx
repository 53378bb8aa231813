import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ContentCard } from '@/components/content/ContentCard';

/**
 * The clickable card of home, categories and the hubs. The whole card is one link named by
 * its title: click anywhere, or Tab to it and press Enter.
 *
 * Use it for a list of destinations (in a CardGrid). Don't use it for things that do not go anywhere
 * (an example, a quote) or for more than one action per card: the whole card is the link.
 *
 * A screen reader hears "link" and the title, then the description; the picture is decorative.
 */
const meta = {
  title: 'Components/Content/ContentCard',
  component: ContentCard,
  args: {
    title: 'Logical Fallacies',
    description: 'Thirteen classic ways to lose an argument while sounding like you won it.',
    to: '/category/logical-fallacies',
    thumbnail: '🧠',
    items: ['Ad hominem to slippery slope', 'Real-world examples', 'How to answer each one'],
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<div style={{ maxWidth: 380 }}><Story /></div>} />
        <Route path="*" element={<p>Arrived at the destination.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /logical fallacies/i });
    await expect(link).toHaveAttribute('href', '/category/logical-fallacies');
    await userEvent.click(canvas.getByText(/thirteen classic ways/i));
    await expect(await canvas.findByText('Arrived at the destination.')).toBeInTheDocument();
  },
};

export const Featured: Story = { args: { featured: true, count: 13, countLabel: 'lessons' } };

export const WithoutBullets: Story = { args: { items: undefined, thumbnail: undefined } };

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /logical fallacies/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Arrived at the destination.')).toBeInTheDocument();
  },
};
