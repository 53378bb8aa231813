import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { LESSON_PLANS } from '@/content/lessonPlans';
import LessonPlanPage from '@/pages/lessons/LessonPlanPage';

/**
 * /teach/lessons/{id}: one lesson plan: objectives, preparation, the timed steps with their links,
 * discussion questions with what to listen for, the follow-up and the teacher's answers (which print on
 * a sheet of their own).
 */
const meta = {
  title: 'Pages/Lessons/LessonPlanPage',
  component: LessonPlanPage,
  parameters: { layout: 'fullscreen', route: '/teach/lessons/sharper-not-suspicious' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/teach/lessons/:slug" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof LessonPlanPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const plan = LESSON_PLANS.find((p) => p.id === 'sharper-not-suspicious')!;

export const SharperNotSuspicious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
    for (const name of ['What pupils will learn', 'Before the lesson', 'The lesson, minute by minute', 'Discussion questions', 'After the lesson', 'The teacher’s answers'])
      await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
    for (const step of plan.steps) await expect(canvas.getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
    const steps = within(canvas.getByRole('region', { name: 'The lesson, minute by minute' }));
    await expect(steps.getAllByRole('link', { name: 'The Discernment Check' })[0]).toHaveAttribute('href', '/check');
    await expect(steps.getByRole('link', { name: 'Lesson: Ad Hominem' })).toHaveAttribute('href', '/fallacies/AdHominem');
    await expect(steps.getByText('Minutes 51–55 · Whole class')).toBeVisible();
    const answers = within(canvas.getByRole('region', { name: 'The teacher’s answers' }));
    await expect(answers.getAllByRole('heading', { level: 3 })).toHaveLength(plan.answers.length);
    await expect(canvas.getByRole('link', { name: 'All lesson plans' })).toHaveAttribute('href', '/teach/lessons');
    await expect(canvas.getByRole('button', { name: 'Print this plan' })).toBeVisible();
  },
};

export const Dark: Story = { ...SharperNotSuspicious, globals: { scheme: 'dark' } };

export const NotFound: Story = {
  parameters: { route: '/teach/lessons/no-such-plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lesson plan not found' })).toBeVisible();
    await expect(canvas.getByText(/no-such-plan/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the lesson plans' })).toHaveAttribute('href', '/teach/lessons');
  },
};
