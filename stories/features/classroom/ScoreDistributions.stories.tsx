import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreDistributions } from '@/features/classroom/components/ScoreDistributions';
import { distributions } from '@/features/classroom/classView';
import { sampleClass } from '@/features/classroom/sampleClass';

const spread = distributions(sampleClass.pupils, 'post');

/** How the class spreads on one measure at the baseline and the later check: a bar chart (its own chunk) and the same counts as a table. */
const meta = {
  title: 'Features/Classroom/ScoreDistributions',
  component: ScoreDistributions,
  args: {
    distribution: spread.discernment,
    measure: 'Discernment',
    axisLabel: 'Discernment (out of 100)',
    laterName: 'Post',
    means: 'Discernment is telling fallacious arguments from sound ones, on a scale where 50 is a coin toss.',
    skipAnimation: true,
  },
} satisfies Meta<typeof ScoreDistributions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discernment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Bar chart of discernment/ })).toBeVisible();
    const row = within(canvas.getByRole('row', { name: /70–79/ }));
    await expect(row.getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '4']);
    // The bars arrive from their own chunk, after the text.
    await expect(await canvas.findByText('Pupils', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Bias: Story = {
  args: { distribution: spread.bias, measure: 'Bias', axisLabel: 'Bias', means: 'Bias is which way a pupil leans when unsure.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Bias: pupils in each band' })).toBeVisible();
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Over-suspicious' })).toBeVisible();
  },
};
