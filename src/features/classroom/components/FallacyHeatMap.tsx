import { Box, Typography } from '@mui/material';
import { FALLACY_IDS } from '@/contract/fallacyIds';
import { srOnly } from '@/theme/tokens';
import { CHECK_KIND_NAMES, fallacyName, fallacyTotals, wrongShare, type HeatCell, type HeatRow } from '../classView';
import { heatColours, heatLevel } from '../heatColours';
import { tableSx } from './tableSx';

export interface FallacyHeatMapProps {
  /** One row per pupil, by nickname: per fallacy, what their latest check missed and over-called. */
  rows: HeatRow[];
}

const cellWords = (c: HeatCell) => `missed ${c.missed} of ${c.fallacious}, over-called ${c.overCalled} of ${c.sound}`;

/** A coloured cell: the two numbers in view, the whole sentence for a screen reader, the fill for the eye. */
function Cell({ cell }: { cell: HeatCell | null }) {
  if (!cell) {
    return (
      <Box component="td" sx={{ textAlign: 'center !important', color: 'text.secondary' }}>
        <span aria-hidden="true">–</span>
        <Box component="span" sx={srOnly}>
          not on this check
        </Box>
      </Box>
    );
  }
  const level = heatLevel(wrongShare(cell));
  return (
    <Box
      component="td"
      data-heat={level}
      sx={(theme) => ({
        textAlign: 'center !important',
        whiteSpace: 'nowrap',
        fontWeight: level >= 2 ? 700 : 400,
        bgcolor: heatColours.light[level].bg,
        color: heatColours.light[level].fg,
        ...(theme.applyStyles('dark', { backgroundColor: heatColours.dark[level].bg, color: heatColours.dark[level].fg }) as Record<string, unknown>),
      })}
    >
      <span aria-hidden="true">{`${cell.missed} · ${cell.overCalled}`}</span>
      <Box component="span" sx={srOnly}>
        {cellWords(cell)}
      </Box>
    </Box>
  );
}

/**
 * The class's weak spots: pupils down the side, the 13 fallacies across, and in each cell what the
 * pupil's latest check missed (fallacious arguments judged sound) and over-called (the sound twin
 * judged fallacious). It is a table first: the numbers are in every cell and a screen reader
 * hears each as a sentence under its row and column headers; the fill (darker, more judged
 * wrongly) only helps the eye, and its text keeps AA contrast in both schemes. The last row adds
 * up the class.
 */
export function FallacyHeatMap({ rows }: FallacyHeatMapProps) {
  if (rows.every((r) => !r.check)) return <Typography>No pupil has finished a check yet: the map fills in as they do.</Typography>;
  const totals = fallacyTotals(rows);
  return (
    <Box>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>
        Each cell: <strong>missed · over-called</strong> on the pupil&rsquo;s latest check. Missed: a fallacious argument judged sound.
        Over-called: its sound twin judged fallacious. The darker the cell, the more of that fallacy&rsquo;s arguments went wrong; a dash
        means the check did not show that fallacy.
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Heat map table, scrolls sideways">
        <Box component="table" sx={[tableSx, { '& thead th': { fontSize: '0.8rem', minWidth: '6.5ch', verticalAlign: 'bottom' }, '& td': { px: 1 } }] as never}>
          <caption>Missed · over-called, by pupil and fallacy (latest check)</caption>
          <thead>
            <tr>
              <th scope="col">Nickname (check)</th>
              {FALLACY_IDS.map((id) => (
                <th key={id} scope="col">
                  {fallacyName(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {r.nickname}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{r.check ? ` (${CHECK_KIND_NAMES[r.check.kind].toLowerCase()})` : ' (no check yet)'}</Box>
                </th>
                {r.cells.map((cell, i) => (
                  <Cell key={FALLACY_IDS[i]} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Whole class</th>
              {totals.map(({ id, cell }) => (cell.fallacious + cell.sound === 0 ? <Cell key={id} cell={null} /> : <Cell key={id} cell={cell} />))}
            </tr>
          </tfoot>
        </Box>
      </Box>
    </Box>
  );
}
