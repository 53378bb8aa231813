import { Box, Stack, Typography } from '@mui/material';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { printAs } from '@/theme/print';

export interface ProTipProps {
  /** The tip, in the persona's voice. */
  text: string;
  /** The label over it. */
  label?: string;
  /** Who signs it. */
  signature?: string;
}

/** The persona's closing advice, chalked on a small board and signed. A named note for screen readers. */
export function ProTip({ text, label = 'Pro tip', signature = 'The Sophist' }: ProTipProps) {
  return (
    <Box
      role="note"
      aria-label={label}
      {...printAs('board')}
      sx={{
        my: 5,
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 3,
        bgcolor: 'board.main',
        color: 'chalk.main',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'chalk.muted',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'chalk.muted' }}>
        <LightbulbOutlinedIcon fontSize="small" aria-hidden />
        <Typography component="p" variant="overline" sx={{ letterSpacing: 2, lineHeight: 1.5, fontWeight: 700 }}>
          {label}
        </Typography>
      </Stack>
      <Typography variant="chalk" component="p" sx={{ fontSize: { xs: '1.3rem', sm: '1.45rem' }, lineHeight: 1.45 }}>
        {text}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1.5, color: 'chalk.muted', textAlign: 'right' }}>
        — {signature}
      </Typography>
    </Box>
  );
}
