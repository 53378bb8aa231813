import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassWeakSpots } from '@/features/classroom/components/ClassWeakSpots';
import { heatMap, topConfusions, topOverCalls } from '@/features/classroom/classView';
import { sampleClass } from '@/features/classroom/sampleClass';

/** What to teach next: the fallacies the class confuses most and the ones whose sound twins it over-calls, each linked to its lesson. */
const meta = {
  title: 'Features/Classroom/ClassWeakSpots',
  component: ClassWeakSpots,
  args: { confusions: topConfusions(sampleClass.pupils), overCalls: topOverCalls(heatMap(sampleClass.pupils)) },
} satisfies Meta<typeof ClassWeakSpots>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixPupils: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getAllByRole('row', { name: /Tu Quoque/ })[0]!);
    await expect(first.getByRole('link', { name: 'Ad Hominem' })).toHaveAttribute('href', '/fallacies/ad-hominem');
    await expect(first.getByText('3')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Appeal to Authority/ })).getByText('3 of 6')).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: { confusions: [], overCalls: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No confusions between fallacies/)).toBeVisible();
  },
};
