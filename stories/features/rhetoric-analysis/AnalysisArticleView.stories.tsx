import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { analysisArticles } from '@/content/games/analysisArticles';
import { AnalysisArticleView } from '@/features/rhetoric-analysis/components/AnalysisArticleView';
import { fixtureOpEd } from '@/features/rhetoric-analysis/fixtures';

const all = fixtureOpEd.segments.map((_, i) => i);

/**
 * An article with its techniques highlighted. Every highlight is a button (Tab, Enter, Space)
 * that says whether it has been found; found ones turn green and gain a tick, so colour is
 * never the only sign.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/AnalysisArticleView',
  component: AnalysisArticleView,
  args: { article: fixtureOpEd, found: [], onSelect: fn() },
} satisfies Meta<typeof AnalysisArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneFound: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: fixtureOpEd.title })).toBeVisible();
    const segments = canvas.getAllByRole('button', { name: /\(not found yet\)$/ });
    await expect(segments).toHaveLength(fixtureOpEd.segments.length);
    await userEvent.click(canvas.getByRole('button', { name: /^Write to the council today\./ }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
  },
};

export const SomeFound: Story = {
  args: { found: [0, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /\(found\)$/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /\(not found yet\)$/ })).toHaveLength(2);
    const found = canvas.getByRole('button', { name: /^Next they will want a moat\./ });
    await expect(found).toHaveAttribute('data-found', 'true');
    await expect(found.querySelector('svg')).not.toBeNull(); // the tick
  },
};

export const AllFound: Story = {
  args: { found: all },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /not found yet/ })).toHaveLength(0);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /^Next they will want a moat\./ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** A real article from the content, part-way through. */
export const RealArticle: Story = { args: { article: analysisArticles[0]!, found: [1, 4] } };

export const SomeFoundDark: Story = { args: { article: analysisArticles[1]!, found: [0, 3] }, globals: { scheme: 'dark' } };
