import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArticleBody } from '@/components/content/ArticleBody';
import propaganda from '@/content/articles/darkarts-propaganda-framework';
import { everyBlock } from './storyBlocks';

const onInline = fn();

/**
 * Renders an article's blocks. These nine block types are the only vocabulary long-form
 * content may use (src/content/schema.ts `Block`).
 */
const meta = {
  title: 'Components/Content/ArticleBody',
  component: ArticleBody,
  args: { blocks: everyBlock },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'A section heading' })).toHaveAttribute('id', 'a-section-heading');
    await expect(canvas.getByRole('heading', { level: 3, name: 'A sub-heading' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('list').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByText(/was never a claim/)).toBeInTheDocument();
    await expect(canvas.getByRole('note', { name: 'Ground rule' })).toBeInTheDocument();
    await expect(canvas.getByRole('note', { name: 'Your defence' })).toHaveTextContent(/How to spot it.*How to resist it/);
    await expect(await canvas.findByRole('group', { name: 'Run this on any news item' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Worked example' })).toHaveTextContent(/Verdict:/);
  },
};

/** The first mention of a phrase becomes a control (the Bonhoeffer essay's biography button). */
export const InlineAction: Story = {
  args: {
    blocks: [
      { type: 'p', text: 'Every year or two, Dietrich Bonhoeffer goes viral again. Dietrich Bonhoeffer would not have enjoyed it.' },
    ],
    inlineAction: {
      phrase: 'Dietrich Bonhoeffer',
      render: (name) => (
        <button type="button" onClick={onInline}>
          {name}
        </button>
      ),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Dietrich Bonhoeffer' });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await expect(onInline).toHaveBeenCalledTimes(1);
    await expect(canvasElement).toHaveTextContent('Every year or two, Dietrich Bonhoeffer goes viral again. Dietrich Bonhoeffer would not');
  },
};

/** A whole real article: the propaganda framework, with its defenses and checklist. */
export const RealArticle: Story = { args: { blocks: propaganda.blocks } };
