import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { LessonLayout } from '@/components/content/LessonLayout';
import { LessonSection } from '@/components/content/LessonSection';
import { QuoteBlock } from '@/components/content/QuoteBlock';
import redHerring from '@/content/fallacies/red-herring';

/**
 * The frame of every lesson page: chalkboard hero, back link, the text at ~70ch with "On this
 * page" beside it on wide screens, a footer, and the back link again.
 */
const meta = {
  title: 'Components/Content/LessonLayout',
  component: LessonLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Logical fallacy 7 of 13',
    title: redHerring.name,
    tagline: redHerring.tagline,
    back: { to: '/category/logical-fallacies', label: 'Back to Logical Fallacies', history: true },
    outline: [
      { id: 'what-is-it', text: 'What is it?' },
      { id: 'how-it-works', text: 'How it works' },
      { id: 'how-to-answer-it', text: 'How to answer it' },
    ],
    footer: <Typography>Footer: practice link and previous/next go here.</Typography>,
    children: (
      <>
        <QuoteBlock text={redHerring.quote.text} attribution={redHerring.quote.attribution} />
        <LessonSection title="What is it?" paragraphs={redHerring.whatIsIt} />
        <LessonSection title="How it works" paragraphs={redHerring.howItWorks} />
        <LessonSection title="How to answer it" paragraphs={redHerring.howToAnswer} />
      </>
    ),
  },
} satisfies Meta<typeof LessonLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOutline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Red Herring' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Back to Logical Fallacies' })).toHaveLength(2);
    const outline = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(within(outline).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
  },
};

export const WithoutOutline: Story = { args: { outline: [] } };

export const Framed: Story = { args: { framed: true, outline: [] }, parameters: { layout: 'padded' } };

export const Dark: Story = { globals: { scheme: 'dark' } };
