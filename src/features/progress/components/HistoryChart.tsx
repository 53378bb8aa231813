import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';

export interface HistoryPoint {
  /** "Baseline", "After practice", "Delayed" or "Again". */
  label: string;
  /** When it was taken, in words. */
  date: string;
  /** Discernment (rating AUC) and its band. */
  auc: number;
  low: number;
  high: number;
  discernment: string;
  bias: string;
}

export interface HistoryChartProps {
  /** One point per completed check, oldest first: its discernment band, detection, acceptance and bias. */
  points: HistoryPoint[];
  /** Skip the chart's drawing animation (tests, reduced motion). */
  skipAnimation?: boolean;
}

const pct = (v: number) => `${Math.round(v * 100)}`;

/**
 * The Discernment Check over time: discernment with its band at each check, as a chart, and
 * the same numbers with their bias in a table (the chart's text alternative).
 */
export function HistoryChart({ points, skipAnimation }: HistoryChartProps) {
  if (points.length === 0) {
    return <Typography>No Discernment Check yet. Take one to see where you start; it comes back here with its band and bias.</Typography>;
  }
  const labels = points.map((p) => `${p.label} (${p.date})`);
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Solid line: your discernment at each check. Dashed lines: the top and bottom of its band.
      </Typography>
      <Box role="img" aria-label="Chart of discernment at each check; the table below gives the same numbers." sx={{ height: 260 }}>
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
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', '& caption': { textAlign: 'left', fontWeight: 700, pb: 1 }, '& th, & td': { textAlign: 'left', py: 0.75, pr: 2, borderBottom: '1px solid', borderColor: 'divider' } }}
        >
          <caption>Discernment at each check (out of 100; 50 is chance)</caption>
          <thead>
            <tr>
              <th scope="col">Check</th>
              <th scope="col">Discernment (band)</th>
              <th scope="col">Bias</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={labels[i]}>
                <th scope="row">{labels[i]}</th>
                <td>{`${pct(p.auc)} (${pct(p.low)} to ${pct(p.high)}): ${p.discernment}`}</td>
                <td>{p.bias}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
