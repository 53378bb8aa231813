import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassMembership } from '@/features/progress/components/ClassMembership';

/** On /progress when this browser has joined a class: which class, as whom, and the pupil's own view. */
const meta = {
  title: 'Features/Progress/ClassMembership',
  component: ClassMembership,
  args: { className: 'Year 9 English, set 2', nickname: 'Quiet Otter' },
} satisfies Meta<typeof ClassMembership>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Joined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are in Year 9 English, set 2 as Quiet Otter.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See what your teacher sees' })).toHaveAttribute('href', '/join/me');
  },
};
