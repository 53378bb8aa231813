import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { analysisArticles } from '@/content/games/analysisArticles';
import { ArticlePicker } from '@/features/rhetoric-analysis/components/ArticlePicker';

const [first, second] = [analysisArticles[0]!, analysisArticles[1]!];

/** The switch between the articles, each with how many of its techniques have been found; the open one is current. */
const meta = {
  title: 'Features/Rhetoric Analysis/ArticlePicker',
  component: ArticlePicker,
  args: { articles: analysisArticles, currentId: first.id, foundByArticle: {}, hrefFor: (article) => `?article=${article.id}` },
} satisfies Meta<typeof ArticlePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Articles to analyse' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(analysisArticles.length);
    await expect(within(nav).getByRole('link', { name: new RegExp(first.title) })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: new RegExp(second.title) })).toHaveAttribute('href', `/?article=${second.id}`);
  },
};

export const InProgress: Story = {
  args: { currentId: second.id, foundByArticle: { [first.id]: [0, 1, 2] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Found 3 / ${first.segments.length} techniques`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(second.title) })).toHaveAttribute('aria-current', 'page');
  },
};
