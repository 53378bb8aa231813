import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeacherAnswers } from '@/components/content/TeacherAnswers';
import { SITE_URL } from '@/config/site';

/**
 * The teacher's answers of a lesson plan: each example numbered as the plan's steps call it, the
 * example as a quotation, the verdict with the fallacy (linked to its lesson) and why. The teacher's
 * copy, so nothing is hidden. On paper each example stays on one sheet and prints its lesson's address.
 *
 * Keyboard: the fallacy links are in the tab order. A screen reader hears a numbered list of
 * "Example n" headings, each with its quote and answer.
 */
const meta = {
  title: 'Components/Content/TeacherAnswers',
  component: TeacherAnswers,
  args: {
    answers: [
      {
        prompt: "You can't trust Sam's point about canteen prices going up. He failed his maths mock.",
        verdict: 'Fallacious',
        fallacy: { label: 'Ad Hominem', to: '/fallacies/AdHominem' },
        why: "Ad hominem: a maths mock says nothing about whether the prices went up. Sam's figures are right or wrong whatever his grade.",
      },
      {
        prompt: "Sam's comparison of canteen prices uses last year's menu, and the prices changed in September, so his comparison is out of date.",
        verdict: 'Sound',
        fallacy: { label: 'Ad Hominem’s sound twin', to: '/fallacies/AdHominem' },
        why: "Sound: it criticises Sam's evidence (an old menu), not Sam. If the menu really changed, the objection stands.",
      },
    ],
  },
} satisfies Meta<typeof TeacherAnswers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Example 1' })).toBeVisible();
    await expect(within(items[1]!).getByRole('heading', { level: 3, name: 'Example 2' })).toBeVisible();
    await expect(within(items[0]!).getByText('Fallacious')).toBeVisible();
    await expect(within(items[1]!).getByText('Sound')).toBeVisible();
    await expect(within(items[1]!).getByRole('link', { name: 'Ad Hominem’s sound twin' })).toHaveAttribute('href', '/fallacies/AdHominem');
    await expect(within(items[0]!).getByText(/failed his maths mock/)).toBeVisible();
    await expect(within(items[0]!).getByText(`(${SITE_URL}/fallacies/AdHominem)`)).not.toBeVisible();
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
