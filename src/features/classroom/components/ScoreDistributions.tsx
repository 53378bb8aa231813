import { Box, Typography } from '@mui/material';
import { Suspense, lazy } from 'react';
import type { Distribution } from '../classView';
import { tableSx } from './tableSx';

const DistributionBars = lazy(() => import('./DistributionBars'));

export interface ScoreDistributionsProps {
  /** Pupils per bin at the baseline and at the later check. */
  distribution: Distribution;
  /** What is counted: "Discernment" or "Bias". */
  measure: string;
  /** The bins' axis label, e.g. "Discernment (50 is a coin toss)". */
  axisLabel: string;
  /** The later check's name ("Post" or "Delayed"). */
  laterName: string;
  /** One sentence on what the measure means, under its heading. */
  means: string;
  /** Skip the chart's drawing animation (tests, reduced motion). */
  skipAnimation?: boolean;
}

/**
 * How the class spreads on one measure at the baseline and at the later check: a bar chart (its
 * library in its own chunk, after the text) and the same counts as a table, the chart's text
 * alternative. A screen reader hears the chart's name, then the table.
 */
export function ScoreDistributions({ distribution, measure, axisLabel, laterName, means, skipAnimation }: ScoreDistributionsProps) {
  const { bins, baseline, later, nBaseline, nLater } = distribution;
  if (nBaseline + nLater === 0) return <Typography>No check finished yet.</Typography>;
  return (
    <Box>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{means}</Typography>
      <Box role="img" aria-label={`Bar chart of ${measure.toLowerCase()}: pupils in each band at the baseline and the ${laterName.toLowerCase()} check; the table below gives the same numbers.`} sx={{ height: 260 }}>
        <Suspense fallback={null}>
          <DistributionBars distribution={distribution} laterName={laterName} axisLabel={axisLabel} skipAnimation={skipAnimation} />
        </Suspense>
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Box component="table" sx={tableSx}>
          <caption>{`${measure}: pupils in each band`}</caption>
          <thead>
            <tr>
              <th scope="col">{axisLabel}</th>
              <th scope="col">{`Baseline (${nBaseline} pupils)`}</th>
              <th scope="col">{`${laterName} (${nLater} pupils)`}</th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin, i) => (
              <tr key={bin}>
                <th scope="row">{bin}</th>
                <td>{baseline[i]}</td>
                <td>{later[i]}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
