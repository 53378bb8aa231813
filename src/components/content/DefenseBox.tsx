import { Box, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { ReactNode } from 'react';
import { printAs } from '@/theme/print';

export interface DefenseBoxProps {
  /** How to recognise the tactic while it is being used on you. */
  spot: string;
  /** What to do about it. */
  resist: string;
}

function Part({ icon, label, text }: { icon: ReactNode; label: string; text: string }) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, color: 'success.main' }}>
        {icon}
        <Typography component="p" variant="overline" sx={{ fontWeight: 700, letterSpacing: 1.5, lineHeight: 1.5 }}>
          {label}
        </Typography>
      </Stack>
      <Typography>{text}</Typography>
    </Box>
  );
}

/**
 * "How to spot it / how to resist it": closes every manipulation tactic, so each article
 * arms the reader rather than the manipulator.
 */
export function DefenseBox({ spot, resist }: DefenseBoxProps) {
  return (
    <Box
      role="note"
      aria-label="Your defence"
      {...printAs('board')}
      sx={{
        my: 4,
        p: { xs: 2.5, sm: 3 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: 'success.main',
        bgcolor: (t) => `color-mix(in srgb, ${t.vars?.palette.success.main ?? t.palette.success.main} 7%, transparent)`,
      }}
    >
      <Stack spacing={2.5}>
        <Part icon={<SearchIcon fontSize="small" aria-hidden />} label="How to spot it" text={spot} />
        <Part icon={<ShieldOutlinedIcon fontSize="small" aria-hidden />} label="How to resist it" text={resist} />
      </Stack>
    </Box>
  );
}
