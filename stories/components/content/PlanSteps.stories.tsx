import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanSteps } from '@/components/content/PlanSteps';
import { SITE_URL } from '@/config/site';

/**
 * The timed steps of a lesson plan (/teach/lessons/{id}): a numbered list, each step with its place on
 * the lesson's clock, who works, what the teacher does and the page it opens. On paper each step stays
 * on one sheet and its link prints its full address (never shown on screen).
 *
 * Keyboard: the links are in the tab order. A screen reader hears a numbered list; each item starts
 * with the step's heading.
 */
const meta = {
  title: 'Components/Content/PlanSteps',
  component: PlanSteps,
  args: {
    steps: [
      {
        minutes: 3,
        title: 'Starter: the suspicious friend',
        grouping: 'Whole class',
        what: ['Ask: "Your friend says every advert is lying. Is that friend good at spotting lies?"'],
      },
      {
        minutes: 12,
        title: 'Baseline check',
        grouping: 'On their own',
        what: ['Pupils take the Discernment Check on their own, in silence.', 'Tell them it is a "before" photo, not a test of them.'],
        link: { to: '/check', label: 'The Discernment Check' },
      },
      {
        minutes: 8,
        title: 'Lesson 1: ad hominem',
        grouping: 'Whole class',
        what: ['Read "What is it?" from the lesson page together.'],
        link: { to: '/fallacies/AdHominem', label: 'Lesson: Ad Hominem' },
      },
    ],
  },
} satisfies Meta<typeof PlanSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    // The clock runs on from each step's minutes: 0–3, 3–15, 15–23.
    await expect(within(steps[0]!).getByText('Minutes 0–3 · Whole class')).toBeVisible();
    await expect(within(steps[1]!).getByText('Minutes 3–15 · On their own')).toBeVisible();
    await expect(within(steps[2]!).getByText('Minutes 15–23 · Whole class')).toBeVisible();
    await expect(within(steps[1]!).getByRole('heading', { level: 3, name: 'Baseline check' })).toBeVisible();
    await expect(within(steps[1]!).getByRole('link', { name: 'The Discernment Check' })).toHaveAttribute('href', '/check');
    await expect(within(steps[2]!).getByRole('link', { name: 'Lesson: Ad Hominem' })).toHaveAttribute('href', '/fallacies/AdHominem');
    // The full address is for paper only.
    await expect(within(steps[1]!).getByText(`(${SITE_URL}/check)`)).not.toBeVisible();
    await expect(within(steps[0]!).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
