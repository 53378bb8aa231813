import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckRoster } from '@/features/classroom/components/CheckRoster';
import { roster } from '@/features/classroom/classView';
import { sampleClass } from '@/features/classroom/sampleClass';

/** Who has taken the baseline, the post and the delayed check: counts, then a table by nickname. */
const meta = {
  title: 'Features/Classroom/CheckRoster',
  component: CheckRoster,
  args: { rows: roster(sampleClass.pupils) },
} satisfies Meta<typeof CheckRoster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixPupils: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Baseline: 6 of 6 · Post: 5 of 6 · Delayed: 1 of 6')).toBeVisible();
    const larry = within(canvas.getByRole('row', { name: /Late Larry/ }));
    await expect(larry.getAllByText('not yet')).toHaveLength(2);
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

export const NobodyYet: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No pupil has joined yet/)).toBeVisible();
  },
};
