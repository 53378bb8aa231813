import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FallacyHeatMap } from '@/features/classroom/components/FallacyHeatMap';
import { heatMap } from '@/features/classroom/classView';
import { sampleClass } from '@/features/classroom/sampleClass';

/**
 * Pupils × the 13 fallacies: missed and over-called on each pupil's latest check. A table whose
 * cells are tinted by how much went wrong; the numbers, not the tint, carry the meaning. Try the
 * toolbar's Scheme: both schemes keep AA contrast.
 */
const meta = {
  title: 'Features/Classroom/FallacyHeatMap',
  component: FallacyHeatMap,
  args: { rows: heatMap(sampleClass.pupils) },
} satisfies Meta<typeof FallacyHeatMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixPupils: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Missed · over-called, by pupil and fallacy/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(14);
    const zebra = within(canvas.getByRole('row', { name: /Zebra Queen/ }));
    // Zebra Queen's post check over-called the sound twin of Appeal to Authority: a cell a screen reader hears in words.
    await expect(zebra.getAllByText('missed 0 of 1, over-called 1 of 1').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('row', { name: /Whole class/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll('td[data-heat="2"]').length).toBeGreaterThan(0);
  },
};

export const NoCheckYet: Story = {
  args: { rows: heatMap([{ ...sampleClass.pupils[0]!, checks: [] }]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No pupil has finished a check yet/)).toBeVisible();
  },
};
