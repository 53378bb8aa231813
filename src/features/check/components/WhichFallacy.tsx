import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { FallacyId } from '@/content/schema';
import { FALLACY_CHOICES } from '../fallacyNames';

export interface WhichFallacyProps {
  /** The fallacy named; null for "Not sure". */
  value: FallacyId | null;
  /** Called with the fallacy picked, or null for "Not sure". */
  onChange: (id: FallacyId | null) => void;
}

/** The optional follow-up to a "fallacious" rating: which one? Scored apart from the rating. */
export function WhichFallacy({ value, onChange }: WhichFallacyProps) {
  const name = useId();
  const options: { id: FallacyId | null; label: string }[] = [{ id: null, label: 'Not sure' }, ...FALLACY_CHOICES.map((f) => ({ id: f.id, label: f.name }))];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ mb: 0.5, p: 0 }}>
        Which fallacy? (optional)
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Scored separately: a wrong name here never costs you on sound or fallacious.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 0.5 }}>
        {options.map((o) => (
          <Box
            key={o.id ?? 'none'}
            component="label"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 40,
              px: 1,
              borderRadius: 1,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
              '& input': { width: 18, height: 18, accentColor: 'currentColor', m: 0 },
            }}
          >
            <input type="radio" name={name} checked={value === o.id} onChange={() => onChange(o.id)} />
            {o.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
