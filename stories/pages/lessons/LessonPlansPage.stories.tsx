import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LESSON_PLANS } from '@/content/lessonPlans';
import LessonPlansPage from '@/pages/lessons/LessonPlansPage';

/** /teach/lessons: the lesson plans, what each is for and how long, and the line on running one with a class code. */
const meta = {
  title: 'Pages/Lessons/LessonPlansPage',
  component: LessonPlansPage,
  parameters: { layout: 'fullscreen', route: '/teach/lessons' },
} satisfies Meta<typeof LessonPlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lesson plans' })).toBeVisible();
    const plans = within(canvas.getByRole('region', { name: 'The plans' })).getAllByRole('listitem');
    await expect(plans).toHaveLength(LESSON_PLANS.length);
    for (const [i, plan] of LESSON_PLANS.entries()) {
      await expect(within(plans[i]!).getByRole('link', { name: plan.title })).toHaveAttribute('href', `/teach/lessons/${plan.id}`);
      await expect(within(plans[i]!).getByText(`${plan.minutes} minutes · ${plan.suits}`)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: '/teach' })).toHaveAttribute('href', '/teach');
  },
};

export const Dark: Story = { ...Default, globals: { scheme: 'dark' } };
