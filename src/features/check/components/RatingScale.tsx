import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { srOnly } from '@/theme/tokens';
import { RATING_LABELS, type Rating } from '@/lib/discernment/check';

export interface RatingScaleProps {
  /** The chosen rating, 1 (surely sound) to 6 (surely fallacious); null before one is chosen. */
  value: Rating | null;
  /** Called with the rating the learner picks. */
  onChange: (rating: Rating) => void;
  /** The question, read out for the group. */
  legend?: string;
  /** Show the legend on screen (it is always there for screen readers). */
  showLegend?: boolean;
}

const RATINGS = [1, 2, 3, 4, 5, 6] as const;

/**
 * Six points from "Definitely sound" to "Definitely fallacious", as native radio buttons (arrow
 * keys move between them), always in order with the two ends at the two ends: one compact column
 * on a phone (top to bottom), one row on a wide screen (left to right).
 */
export function RatingScale({ value, onChange, legend = 'How would you judge this argument?', showLegend = true }: RatingScaleProps) {
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={showLegend ? { mb: { xs: 1, md: 1.5 }, p: 0, fontSize: { xs: '1.05rem', md: undefined } } : srOnly}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0.5, md: 1 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' },
        }}
      >
        {RATINGS.map((r) => {
          const checked = value === r;
          const fallacious = r >= 4;
          return (
            <Box
              key={r}
              component="label"
              data-checked={checked || undefined}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textAlign: 'center',
                minHeight: { xs: 44, md: 56 },
                px: 1,
                py: { xs: 0.5, md: 1 },
                borderRadius: 2,
                border: '2px solid',
                borderColor: fallacious ? 'secondary.main' : 'primary.main',
                cursor: 'pointer',
                fontWeight: 600,
                lineHeight: 1.25,
                bgcolor: 'background.paper',
                '&[data-checked]': {
                  bgcolor: fallacious ? 'secondary.main' : 'primary.main',
                  color: fallacious ? 'secondary.contrastText' : 'primary.contrastText',
                },
                '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
                '&:hover': { boxShadow: 2 },
              }}
            >
              <input
                type="radio"
                name={name}
                value={r}
                checked={checked}
                onChange={() => onChange(r)}
                style={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
              />
              {RATING_LABELS[r - 1]}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
