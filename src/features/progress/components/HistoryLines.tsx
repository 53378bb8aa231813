import { LineChart } from '@mui/x-charts/LineChart';
import type { HistoryPoint } from './HistoryChart';

export interface HistoryLinesProps {
  /** The checks in order, each with its discernment and the 95 % band around it (0–1). */
  points: HistoryPoint[];
  /** Draw at once, without the chart library's entry animation (stories, tests, reduced motion). */
  skipAnimation?: boolean;
}

/**
 * The lines of HistoryChart, in their own chunk so the chart library loads after the page's text.
 * Decorative for a screen reader: HistoryChart names the chart and gives the same numbers as a table.
 */
export default function HistoryLines({ points, skipAnimation }: HistoryLinesProps) {
  return (
    <LineChart
      skipAnimation={skipAnimation}
      hideLegend
      xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
      yAxis={[{ min: 0, max: 100, label: 'Discernment (50 = chance)' }]}
      series={[
        { id: 'auc', data: points.map((p) => Math.round(p.auc * 100)), label: 'Discernment' },
        { id: 'high', data: points.map((p) => Math.round(p.high * 100)), label: 'Top of the band', showMark: false },
        { id: 'low', data: points.map((p) => Math.round(p.low * 100)), label: 'Bottom of the band', showMark: false },
      ]}
      height={260}
      margin={{ left: 8, right: 40, top: 16 }}
      // The theme's colours as CSS variables, so the lines follow light and dark mode.
      sx={(theme) => ({
        '& .MuiLineChart-line[data-series="auc"], & .MuiMarkElement-root[data-series="auc"]': { stroke: (theme.vars ?? theme).palette.primary.main, strokeWidth: 3 },
        '& .MuiLineChart-line[data-series="high"], & .MuiLineChart-line[data-series="low"]': {
          stroke: (theme.vars ?? theme).palette.text.secondary,
          strokeDasharray: '6 4',
          strokeWidth: 1.5,
        },
      })}
    />
  );
}
