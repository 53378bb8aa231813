import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HistoryLines from '@/features/progress/components/HistoryLines';

/**
 * The chart library's part of HistoryChart: discernment over the checks, with the top and bottom of
 * its 95 % band as dashed lines, on the 0–100 scale where 50 is chance. Loaded in its own chunk;
 * on the page it always sits inside HistoryChart, which names it and gives its table.
 */
const meta = {
  title: 'Features/Progress/HistoryLines',
  component: HistoryLines,
  args: {
    skipAnimation: true,
    points: [
      { label: 'Baseline', date: '1 Jun 2026', auc: 0.62, low: 0.46, high: 0.78, discernment: 'A little discernment', bias: 'Over-suspicious' },
      { label: 'After practice', date: '3 Jun 2026', auc: 0.79, low: 0.64, high: 0.91, discernment: 'Fair discernment', bias: 'Balanced' },
    ],
  },
} satisfies Meta<typeof HistoryLines>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoChecks: Story = {
  play: async ({ canvasElement }) => {
    // Three series: discernment and the two edges of its band, on the axis that names the scale.
    await expect(canvasElement.querySelectorAll('.MuiLineChart-line')).toHaveLength(3);
    await expect(canvasElement.querySelector('.MuiLineChart-line[data-series="auc"]')).not.toBeNull();
    await expect(canvasElement.textContent).toContain('Discernment (50 = chance)');
  },
};
