import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LastAnswer } from '@/features/detective/components/LastAnswer';

/**
 * The "Last answer" strip under the next question: the previous verdict, why, and its lesson, kept
 * until the player answers again (the verdict itself shows for only 1.5 s). A section named "Last
 * answer"; a screen reader hears the heading, the verdict sentence, the explanation and the link.
 * Use it only in a timed game whose verdict disappears on its own.
 */
const meta = {
  title: 'Features/Detective/LastAnswer',
  component: LastAnswer,
  args: {
    correct: true,
    answerName: 'Straw Man',
    explanation: 'The reply attacks a plan nobody proposed: the original asked for one bike lane, not a ban on cars.',
    lessonHref: '/fallacies/StrawMan',
  },
} satisfies Meta<typeof LastAnswer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Last answer' });
    await expect(strip).toHaveTextContent('Right: Straw Man.');
    await expect(within(strip).getByRole('link', { name: 'Read the Straw Man lesson' })).toHaveAttribute('href', '/fallacies/StrawMan');
  },
};

/** A miss on a card whose lesson goes by another name: both names, and the link names the lesson. */
export const MissedWithAlias: Story = {
  args: { correct: false, answerName: 'Bandwagon', lessonName: 'Appeal to Popularity', lessonHref: '/fallacies/AppealToPopularity', explanation: 'Being popular is not evidence that the claim is true.' },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Last answer' });
    await expect(strip).toHaveTextContent('Missed: it was Bandwagon (the lesson calls it Appeal to Popularity).');
    await expect(within(strip).getByRole('link', { name: 'Read the Appeal to Popularity lesson' })).toBeVisible();
  },
};

/** Time ran out; an admin-added type has no lesson, so there is no link. */
export const TimedOutNoLesson: Story = {
  args: { correct: false, timedOut: true, answerName: 'Moving the Goalposts', explanation: null, lessonHref: null },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('region', { name: 'Last answer' });
    await expect(strip).toHaveTextContent('Time ran out: it was Moving the Goalposts.');
    await expect(within(strip).queryByRole('link')).not.toBeInTheDocument();
  },
};
