import { Grid, Paper, Typography } from '@mui/material';
import type { SampleStat } from '../sampleData';

export interface DashboardStatsProps {
  /** The figures to show, each a label and a value. */
  stats: ReadonlyArray<SampleStat>;
}

/** A row of stat cards: label, big number, one line of commentary. */
export function DashboardStats({ stats }: DashboardStatsProps) {
  return (
    <Grid container spacing={2} component="ul" aria-label="Stats" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stats.map((s) => (
        <Grid key={s.label} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {s.label}
            </Typography>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, my: 0.5 }}>{s.value}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {s.note}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
