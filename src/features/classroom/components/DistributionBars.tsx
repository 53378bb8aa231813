import { BarChart } from '@mui/x-charts/BarChart';
import type { Distribution } from '../classView';

export interface DistributionBarsProps {
  /** The bins and the pupils in each, at the baseline and at the later check. */
  distribution: Distribution;
  /** The later check's name ("Post" or "Delayed"). */
  laterName: string;
  /** The value axis's label. */
  axisLabel: string;
  /** Draw at once, without the chart library's entry animation (stories, tests, reduced motion). */
  skipAnimation?: boolean;
}

/**
 * The bars of ScoreDistributions, in their own chunk so the chart library loads after the page's
 * text. Decorative for a screen reader: ScoreDistributions names the chart and gives the same
 * counts as a table. The legend names both series in words.
 */
export default function DistributionBars({ distribution, laterName, axisLabel, skipAnimation }: DistributionBarsProps) {
  return (
    <BarChart
      skipAnimation={skipAnimation}
      xAxis={[{ scaleType: 'band', data: distribution.bins, label: axisLabel }]}
      yAxis={[{ label: 'Pupils', tickMinStep: 1 }]}
      series={[
        // The theme's colours as CSS variables, so the bars follow light and dark mode.
        { id: 'baseline', data: distribution.baseline, label: 'Baseline', color: 'var(--sophist-palette-secondary-main)' },
        { id: 'later', data: distribution.later, label: laterName, color: 'var(--sophist-palette-primary-main)' },
      ]}
      height={260}
    />
  );
}
