import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CaseReview } from '@/components/game/CaseReview';

/**
 * Under an end panel (the Detective's Game Over, fallacy identification's "Complete!" or "Over"):
 * every statement the player missed, what it really was, why, and the lesson. Not during play.
 */
const meta = {
  title: 'Components/Game/CaseReview',
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

export const FallacyIdentification: Story = {
  args: { title: 'Statements you missed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Statements you missed' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The dark scheme (axe checks its contrast too). */
export const Dark: Story = { globals: { scheme: 'dark' } };
