import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnThisPage } from '@/components/content/OnThisPage';

/**
 * "On this page": the outline of a long lesson or article, beside its text on wide screens. Use it
 * through LessonLayout (numbered) and ArticleLayout (plain); not for fewer than three sections or
 * for links to other pages. Keyboard: each entry is a link in the tab order. A screen reader hears
 * a navigation region named "On this page" and a list of links.
 */
const meta = {
  title: 'Components/Content/OnThisPage',
  component: OnThisPage,
  args: {
    outline: [
      { id: 'what-it-is', text: 'What it is' },
      { id: 'how-it-works', text: 'How it works' },
      { id: 'how-to-resist-it', text: 'How to resist it' },
    ],
  },
} satisfies Meta<typeof OnThisPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
    await expect(nav.querySelector('ul')).not.toBeNull();
  },
};

export const Numbered: Story = {
  args: { ordered: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(nav.querySelector('ol')).not.toBeNull();
  },
};
