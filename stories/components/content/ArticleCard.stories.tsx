import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ContentCard } from '@/components/content/ContentCard';
import { ctCards } from '@/content/articles/ct';
import { darkArtsCards } from '@/content/articles/darkarts';

/**
 * How the hubs (/darkarts, /ct) show an article: a ContentCard from the article's CardItem,
 * with its points as bullets. The whole card is one link, named by the article's title.
 */
const nlp = darkArtsCards[1]!;
const meta = {
  title: 'Components/Content/ArticleCard',
  component: ContentCard,
  args: { title: nlp.title, description: nlp.description, to: nlp.to, thumbnail: nlp.thumbnail, items: nlp.items, headingLevel: 'h2' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/" element={<div style={{ maxWidth: 380 }}><Story /></div>} />
        <Route path="*" element={<p>Opened the article.</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DarkArtsArticle: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /NLP Tactics/ });
    await expect(link).toHaveAttribute('href', '/darkarts/nlp-tactics');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(nlp.items!.length);
    await userEvent.click(canvas.getByText('Embedded commands'));
    await expect(await canvas.findByText('Opened the article.')).toBeInTheDocument();
  },
};

const essay = ctCards[0]!;
/** A featured essay on /ct. */
export const FeaturedEssay: Story = {
  args: { title: essay.title, description: essay.description, to: essay.to, thumbnail: essay.thumbnail, items: essay.items, featured: true },
};
