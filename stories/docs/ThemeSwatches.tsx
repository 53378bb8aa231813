import { Box, Stack, Typography } from '@mui/material';
import { board, chalk, ink, paper, signal, warm } from '@/theme/tokens';
import { durations } from '@/theme/motion';

/** Swatches of the raw scales, for the design-system docs page. */
export function Swatches() {
  const groups = { board, chalk, paper, ink, warm, signal };
  return (
    <Stack spacing={2}>
      {Object.entries(groups).map(([name, scale]) => (
        <Box key={name}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {Object.entries(scale).map(([step, hex]) => (
              <Box key={step} sx={{ width: 120 }}>
                <Box sx={{ height: 48, borderRadius: 1, bgcolor: hex, border: 1, borderColor: 'divider' }} />
                <Typography variant="body2">
                  {step} {hex}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export function TypeScale() {
  const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'body1', 'body2', 'chalk'] as const;
  return (
    <Stack spacing={1}>
      {variants.map((v) => (
        <Typography key={v} variant={v} component="p">
          {v}: Ethos, pathos, logos
        </Typography>
      ))}
    </Stack>
  );
}

export function MotionTable() {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { border: 1, borderColor: 'divider', p: 1 } }}>
      <thead>
        <tr>
          <th>token</th>
          <th>ms</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(durations).map(([k, v]) => (
          <tr key={k}>
            <td>{k}</td>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
