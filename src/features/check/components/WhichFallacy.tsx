import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { FallacyId } from '@/content/schema';
import { FALLACY_CHOICES } from '../fallacyNames';
import { srOnly } from '@/theme/tokens';

export interface WhichFallacyProps {
  /** The fallacy named; null for "Not sure". */
  value: FallacyId | null;
  /** Called with the fallacy picked, or null for "Not sure". */
  onChange: (id: FallacyId | null) => void;
}

const NOT_SURE = '';

/**
 * The optional follow-up to a "fallacious" rating: which one? Scored apart from the rating. A
 * native list box, one line high, so a "fallacious" rating never pushes Next off a phone's screen.
 */
export function WhichFallacy({ value, onChange }: WhichFallacyProps) {
  const id = useId();
  return (
    <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="h4" sx={{ display: 'block', mb: 0.5, fontSize: '1.05rem' }}>
        Which fallacy? (optional)
      </Typography>
      <Box
        component="select"
        id={id}
        value={value ?? NOT_SURE}
        aria-describedby={`${id}-note`}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value === NOT_SURE ? null : (e.target.value as FallacyId))}
        sx={{
          width: '100%',
          maxWidth: 420,
          minHeight: 44,
          px: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'text.secondary',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
        }}
      >
        <option value={NOT_SURE}>Not sure</option>
        {FALLACY_CHOICES.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </Box>
      {/* On a phone the note is for screen readers only: the screen's room goes to the argument and Next. */}
      <Typography id={`${id}-note`} variant="body2" sx={{ color: 'text.secondary', mt: 0.5, '@media (max-width: 599.95px)': srOnly }}>
        Scored separately: a wrong name here never costs you on sound or fallacious.
      </Typography>
    </Box>
  );
}
