import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LessonNotFound } from '@/components/content/LessonNotFound';

/** What a lesson page shows for an id it does not know: its one h1, a line of sympathy and a way back. */
const meta = {
  title: 'Components/Content/LessonNotFound',
  component: LessonNotFound,
  args: {
    title: 'Category Not Found',
    message: 'There is no category called "astrology". I checked twice, which is more than most people check anything.',
    action: { to: '/categories', label: 'Back to Categories' },
  },
} satisfies Meta<typeof LessonNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
  },
};

export const Technique: Story = {
  args: {
    title: 'Technique not found: mind-control-rays',
    message: 'I know a lot of ways to manipulate an audience, but not that one.',
    action: { to: '/category/rhetorical-techniques', label: 'See all Rhetorical Techniques' },
  },
};

export const VeryLongId: Story = {
  args: { title: 'Technique not found: an-extremely-long-identifier-that-somebody-pasted-from-a-spreadsheet-by-mistake' },
};
