import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryChart } from '@/features/progress/components/HistoryChart';

/** The Discernment Check over time: a line chart of discernment with its band, and the same numbers with the bias in a table. */
const meta = {
  title: 'Features/Progress/HistoryChart',
  component: HistoryChart,
  args: {
    skipAnimation: true,
    points: [
      { label: 'Baseline', date: '1 Jun 2026', auc: 0.62, low: 0.46, high: 0.78, discernment: 'A little discernment', bias: 'Over-suspicious' },
      { label: 'After practice', date: '3 Jun 2026', auc: 0.79, low: 0.64, high: 0.91, discernment: 'Fair discernment', bias: 'Balanced' },
      { label: 'Delayed', date: '10 Jun 2026', auc: 0.74, low: 0.58, high: 0.88, discernment: 'Fair discernment', bias: 'Balanced' },
    ],
  },
} satisfies Meta<typeof HistoryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Chart of discernment/ })).toBeVisible();
    // The lines arrive from their own chunk, after the text.
    await expect(await canvas.findByText('Discernment (50 = chance)', {}, { timeout: 5000 })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: /Discernment at each check/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const baseline = within(canvas.getByRole('row', { name: /Baseline/ }));
    await expect(baseline.getByText('62 (46 to 78): A little discernment')).toBeVisible();
    await expect(baseline.getByText('Over-suspicious')).toBeVisible();
  },
};

export const NoCheckYet: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No Discernment Check yet/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** After one check: its point and its band on the 0–100 scale, drawn without the chart library, and the table. */
export const OneCheck: Story = {
  args: { points: [{ label: 'Baseline', date: '1 Jun 2026', auc: 0.62, low: 0.46, high: 0.78, discernment: 'A little discernment', bias: 'Over-suspicious' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Your one check: discernment 62, range 46 to 78/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-point]')).not.toBeNull();
    await expect(canvas.getByText('62 (46 to 78): A little discernment')).toBeVisible();
  },
};
