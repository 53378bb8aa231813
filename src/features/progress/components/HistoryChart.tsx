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
      <Box role="img" aria-label="Chart of discernment at each check; the table below gives the same numbers." sx={{ height: 280 }}>
        <LineChart
          skipAnimation={skipAnimation}
          xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
          yAxis={[{ min: 0, max: 100, label: 'Discernment (50 = chance)' }]}
          series={[
            { data: points.map((p) => Math.round(p.auc * 100)), label: 'Discernment', color: 'var(--mui-palette-primary-main)' },
            { data: points.map((p) => Math.round(p.high * 100)), label: 'Band, high', color: 'var(--mui-palette-text-secondary)', showMark: false },
            { data: points.map((p) => Math.round(p.low * 100)), label: 'Band, low', color: 'var(--mui-palette-text-secondary)', showMark: false },
          ]}
          height={280}
          margin={{ left: 8, right: 16 }}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
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
              <th scope="col">Discernment</th>
              <th scope="col">Band</th>
              <th scope="col">Bias</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={labels[i]}>
                <th scope="row">{labels[i]}</th>
                <td>{`${pct(p.auc)}: ${p.discernment}`}</td>
                <td>{`${pct(p.low)} to ${pct(p.high)}`}</td>
                <td>{p.bias}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
