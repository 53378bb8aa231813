import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ArticleBody } from '@/components/content/ArticleBody';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { articleOutline } from '@/components/content/articleOutline';
import nlp from '@/content/articles/darkarts-nlp-tactics';
import { everyBlock } from './storyBlocks';

/**
 * Every long read: chalkboard hero with title, subtitle, date and reading time; a back link;
 * the body at a 70-character measure with "On this page" beside it on wide screens; a closing action.
 */
const meta = {
  title: 'Components/Content/ArticleLayout',
  component: ArticleLayout,
  parameters: { layout: 'fullscreen', route: '/darkarts/nlp-tactics' },
  args: {
    title: nlp.title,
    subtitle: nlp.subtitle,
    eyebrow: 'The Dark Arts',
    datePublished: '2024-01-01',
    readingMinutes: 9,
    back: nlp.back,
    outline: articleOutline(nlp.blocks),
    children: <ArticleBody blocks={nlp.blocks} />,
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/darkarts/nlp-tactics" element={<Story />} />
        <Route path="/darkarts" element={<p>The Dark Arts hub</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ArticleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'NLP Tactics' })).toBeInTheDocument();
    await expect(canvas.getByText('1 January 2024').closest('time')).toHaveAttribute('dateTime', '2024-01-01');
    const toc = canvas.getByRole('navigation', { name: 'On this page' });
    const first = within(toc).getAllByRole('link')[0]!;
    const target = first.getAttribute('href')!.slice(1);
    await expect(canvasElement.querySelector(`[id="${target}"]`)).not.toBeNull();
    const backs = canvas.getAllByRole('link', { name: 'Back to Dark Arts' });
    await expect(backs).toHaveLength(2);
    await userEvent.click(backs[1]!);
    await expect(await canvas.findByText('The Dark Arts hub')).toBeInTheDocument();
  },
};

/** Dated essay, updated later: both dates show. */
export const Updated: Story = { args: { datePublished: '2024-12-12', dateModified: '2024-12-21' } };

/** Few sections: no "On this page", just the text. */
export const ShortArticle: Story = {
  args: { outline: articleOutline(everyBlock), children: <ArticleBody blocks={everyBlock} />, readingMinutes: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'On this page' })).toBeNull();
  },
};

/** Ending with a step forward instead of a back link (Cut the Crap → 2.0). */
export const WithClosingAction: Story = {
  args: {
    actions: (
      <Button variant="contained" color="warning">
        Upgrade to Cut the Crap 2.0
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upgrade to Cut the Crap 2.0' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Back to Dark Arts' })).toHaveLength(1);
  },
};

/** Inside a padded page: the hero becomes a rounded band. */
export const Framed: Story = { args: { framed: true }, parameters: { layout: 'padded' } };
