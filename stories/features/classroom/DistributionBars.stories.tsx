import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DistributionBars from '@/features/classroom/components/DistributionBars';
import { distributions } from '@/features/classroom/classView';
import { sampleClass } from '@/features/classroom/sampleClass';

/**
 * The chart library's part of ScoreDistributions: pupils per band at the baseline and the later
 * check. Loaded in its own chunk; on the page it always sits inside ScoreDistributions, which names
 * it and gives its table.
 */
const meta = {
  title: 'Features/Classroom/DistributionBars',
  component: DistributionBars,
  args: { distribution: distributions(sampleClass.pupils, 'post').discernment, laterName: 'Post', axisLabel: 'Discernment (out of 100)', skipAnimation: true },
} satisfies Meta<typeof DistributionBars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discernment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Discernment (out of 100)')).toBeInTheDocument();
    await expect(canvas.getByText('Baseline')).toBeInTheDocument();
    await expect(canvas.getByText('Post')).toBeInTheDocument();
  },
};
