import { Box, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';

const HistoryLines = lazy(() => import('./HistoryLines'));

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

/** A single check: its point and its band on the 0–100 scale (a line chart of one point draws nothing). */
function OneCheck({ point }: { point: HistoryPoint }) {
  const at = (v: number) => `${v * 100}%`;
  return (
    <Box role="img" aria-label={`Your one check: discernment ${pct(point.auc)}, range ${pct(point.low)} to ${pct(point.high)}; the table below gives the same numbers.`} sx={{ py: 2 }}>
      <Box sx={{ position: 'relative', height: 28, borderRadius: 14, bgcolor: 'action.hover', border: '1px solid', borderColor: 'divider' }}>
        <Box data-band sx={{ position: 'absolute', top: 3, bottom: 3, left: at(point.low), width: at(Math.max(point.high - point.low, 0.01)), borderRadius: 11, bgcolor: 'primary.main', opacity: 0.35 }} />
        <Box data-point sx={{ position: 'absolute', top: 2, width: 22, height: 22, ml: '-11px', left: at(point.auc), borderRadius: '50%', bgcolor: 'primary.main', border: '2px solid', borderColor: 'background.paper' }} />
        <Box sx={{ position: 'absolute', top: -6, bottom: -6, left: '50%', borderLeft: '2px dashed', borderColor: 'text.secondary' }} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', typography: 'body2', color: 'text.secondary', mt: 1 }}>
        <span>0</span>
        <span>50: a coin toss</span>
        <span>100</span>
      </Box>
    </Box>
  );
}

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
      {points.length > 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Solid line: your discernment at each check. Dashed lines: the top and bottom of its band.
        </Typography>
      )}
      {points.length === 1 ? (
        <OneCheck point={points[0]!} />
      ) : (
        // The chart library loads after the page's text, in its own chunk; the box keeps its room meanwhile.
        <Box role="img" aria-label="Chart of discernment at each check; the table below gives the same numbers." sx={{ height: 260 }}>
          <Suspense fallback={null}>
            <HistoryLines points={points} skipAnimation={skipAnimation} />
          </Suspense>
        </Box>
      )}
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
