import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fallacyName, type ConfusionRow, type OverCallRow } from '../classView';
import { tableSx } from './tableSx';

export interface ClassWeakSpotsProps {
  /** The "Which fallacy?" confusions on the pupils' latest checks, most frequent first. */
  confusions: ConfusionRow[];
  /** The fallacies whose sound twins the class calls fallacious most, as a share. */
  overCalls: OverCallRow[];
}

const lesson = (id: ConfusionRow['actual']) => (
  <Link component={RouterLink} underline="always" to={paths.fallacy(id)}>
    {fallacyName(id)}
  </Link>
);

/**
 * What to teach next: the fallacies the class mistakes for one another most, and the ones whose
 * sound versions it calls fallacious most (over-calling), each linked to its lesson. Two captioned
 * tables; a screen reader hears each row as "this, taken for that, so many times".
 */
export function ClassWeakSpots({ confusions, overCalls }: ClassWeakSpotsProps) {
  return (
    <Stack spacing={3}>
      {confusions.length === 0 ? (
        <Typography>No confusions between fallacies on the latest checks.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={tableSx}>
            <caption>Confused most: the fallacy, and what pupils named instead</caption>
            <thead>
              <tr>
                <th scope="col">The fallacy</th>
                <th scope="col">Taken for</th>
                <th scope="col">Times</th>
                <th scope="col">Pupils</th>
              </tr>
            </thead>
            <tbody>
              {confusions.map((c) => (
                <tr key={`${c.actual}>${c.chosen}`}>
                  <th scope="row">{lesson(c.actual)}</th>
                  <td>{lesson(c.chosen)}</td>
                  <td>{c.count}</td>
                  <td>{c.pupils}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
      {overCalls.length === 0 ? (
        <Typography>Nobody called a sound argument fallacious on their latest check. Suspiciously good.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={tableSx}>
            <caption>Over-called most: sound arguments judged fallacious</caption>
            <thead>
              <tr>
                <th scope="col">The sound twin of</th>
                <th scope="col">Called fallacious</th>
              </tr>
            </thead>
            <tbody>
              {overCalls.map((o) => (
                <tr key={o.id}>
                  <th scope="row">{lesson(o.id)}</th>
                  <td>{`${o.overCalled} of ${o.sound}`}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
