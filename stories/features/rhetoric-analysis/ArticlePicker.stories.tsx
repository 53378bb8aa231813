import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analysisArticles } from '@/content/games/analysisArticles';
import { ArticlePicker } from '@/features/rhetoric-analysis/components/ArticlePicker';

/** The articles to choose from, each with how many of its techniques have been found. */
const meta = {
  title: 'Features/Rhetoric Analysis/ArticlePicker',
  component: ArticlePicker,
  args: { articles: analysisArticles, foundByArticle: {}, onChoose: fn() },
} satisfies Meta<typeof ArticlePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fresh: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const first = analysisArticles[0]!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Analyse this: ${first.title}` }));
    await expect(args.onChoose).toHaveBeenCalledWith(first);
  },
};

export const InProgress: Story = {
  args: { foundByArticle: { [analysisArticles[0]!.id]: [0, 1, 2] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Found 3 / ${analysisArticles[0]!.segments.length} techniques`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Continue: ${analysisArticles[0]!.title}` })).toBeVisible();
  },
};
