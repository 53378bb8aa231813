import { Box } from '@mui/material';
import { reducedMotionQuery } from '@/theme/motion';

/**
 * Anything that moves for more than five seconds gets a way to stop it (WCAG 2.2.2). A native
 * checkbox with the switch role, drawn like MUI's Switch: it sits on content pages, where MUI's
 * Switch and FormControlLabel would cost about 4 kB gzip of first load.
 */
export function PauseSwitch({ paused, onChange }: { paused: boolean; onChange: (paused: boolean) => void }) {
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, py: 1, cursor: 'pointer' }}>
      <Box
        component="input"
        type="checkbox"
        role="switch"
        checked={paused}
        onChange={(event) => onChange(event.currentTarget.checked)}
        sx={{
          appearance: 'none',
          position: 'relative',
          flex: 'none',
          width: 34,
          height: 14,
          m: '12px 12px 12px 10px',
          borderRadius: 7,
          bgcolor: 'text.secondary',
          cursor: 'pointer',
          '&::before': {
            content: '""',
            position: 'absolute',
            top: -3,
            left: -3,
            width: 20,
            height: 20,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            boxShadow: 1,
            transition: 'transform 150ms',
          },
          '&:checked': { bgcolor: 'warning.light' },
          '&:checked::before': { transform: 'translateX(20px)', bgcolor: 'warning.main' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 6 },
          [`@media ${reducedMotionQuery}`]: { '&::before': { transition: 'none' } },
        }}
      />
      Pause the animation
    </Box>
  );
}
