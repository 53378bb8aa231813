import { Box, Typography } from '@mui/material';
import { CLASS_CHECK_KINDS } from '@/contract/classSettings';
import { CHECK_KIND_NAMES, takenCounts, type RosterRow } from '../classView';
import { tableSx, whenShort } from './tableSx';

export interface CheckRosterProps {
  /** One row per pupil, by nickname: when each check was last taken, practice rounds and review sessions. */
  rows: RosterRow[];
}

/**
 * Who has taken the baseline, the post and the delayed check: a table by nickname, with the
 * counts above it so a teacher sees at a glance who still needs a check. Words, not ticks: "not
 * yet" reads the same to everyone, colour or not. A screen reader hears a captioned table.
 */
export function CheckRoster({ rows }: CheckRosterProps) {
  if (rows.length === 0) return <Typography>No pupil has joined yet. Put the class code on the board.</Typography>;
  const counts = takenCounts(rows);
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {CLASS_CHECK_KINDS.map((k) => `${CHECK_KIND_NAMES[k]}: ${counts[k]} of ${rows.length}`).join(' · ')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={tableSx}>
          <caption>Checks taken, by nickname (times in UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Nickname</th>
              {CLASS_CHECK_KINDS.map((k) => (
                <th key={k} scope="col">
                  {CHECK_KIND_NAMES[k]}
                </th>
              ))}
              <th scope="col">Practice rounds</th>
              <th scope="col">Review sessions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.nickname}</th>
                {CLASS_CHECK_KINDS.map((k) => (
                  <td key={k}>{r.taken[k] ? whenShort(r.taken[k]) : <Box component="span" sx={{ color: 'text.secondary' }}>not yet</Box>}</td>
                ))}
                <td>{r.practiceRounds}</td>
                <td>{r.reviewSessions}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
