import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import FunctionsIcon from '@mui/icons-material/Functions';
import VerifiedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { Appeal } from '../constants';
import { APPEAL_LABELS } from '../copy';

const icons = { ethos: VerifiedIcon, pathos: FavoriteIcon, logos: FunctionsIcon };

/** Palette keys that tell the three appeals apart (always with the name beside them, never colour alone). */
export const APPEAL_COLOURS: Readonly<Record<Appeal, string>> = {
  ethos: 'info.main',
  pathos: 'warning.main',
  logos: 'success.main',
};

export interface AppealBadgeProps {
  /** Which appeal: ethos (credibility), pathos (emotion) or logos (reason). */
  appeal: Appeal;
}

/** The appeal's icon and name, e.g. "Ethos". Memoised: a card's state changes, its appeal never. */
export const AppealBadge = memo(function AppealBadge({ appeal }: AppealBadgeProps) {
  const Icon = icons[appeal];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon aria-hidden="true" sx={{ fontSize: 16 }} />
      <Typography component="span" variant="caption" sx={{ fontWeight: 700, letterSpacing: 0.5, textTransform: 'uppercase' }}>
        {APPEAL_LABELS[appeal]}
      </Typography>
    </Box>
  );
});
