import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CaseReview } from '@/features/detective/components/CaseReview';

/** Under Game Over: every statement the player missed, what it really was, why, and the lesson. */
const meta = {
  title: 'Features/Detective/CaseReview',
  component: CaseReview,
  args: {
    items: [
      {
        id: 'a',
        statement: 'Ever since reception got that new pot plant, sales are up 10 percent.',
        chosenName: 'Red Herring',
        answerName: 'Post Hoc',
        explanation: 'The rise came after the plant, but nothing shows the plant caused it.',
        lessonHref: '/fallacies/post-hoc',
      },
      {
        id: 'b',
        statement: 'Everybody at the gym swears by it, so it must work.',
        chosenName: null,
        answerName: 'Bandwagon',
        explanation: null,
        lessonHref: '/fallacies/appeal-to-popularity',
      },
    ],
  },
} satisfies Meta<typeof CaseReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Missed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You said Red Herring; it was Post Hoc.')).toBeInTheDocument();
    await expect(canvas.getByText('Time ran out; it was Bandwagon.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Read the Bandwagon lesson' })).toHaveAttribute('href', '/fallacies/appeal-to-popularity');
  },
};

export const NothingMissed: Story = { args: { items: [] } };
