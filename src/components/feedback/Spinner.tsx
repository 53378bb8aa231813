import { Box } from '@mui/material';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** 'inherit' takes the text colour (inside a button), 'primary' the theme's. */
  color?: 'primary' | 'inherit';
  /** What is loading. With a label the spinner is a progressbar; without, decoration beside a text that says it. */
  label?: string;
}

/**
 * The one spinner: a turning ring in plain CSS (MUI's CircularProgress would add ~1 kB wherever it
 * is used, the shell included). Under reduced motion it turns slowly instead of not at all, so it
 * still says "working".
 */
export function Spinner({ size = 40, color = 'primary', label }: SpinnerProps) {
  return (
    <Box
      component="span"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 10))}px solid`,
        borderColor: color === 'inherit' ? 'transparent' : 'divider',
        borderTopColor: color === 'inherit' ? 'currentColor' : 'primary.main',
        '@keyframes sophist-spin': { to: { transform: 'rotate(360deg)' } },
        animation: 'sophist-spin 0.9s linear infinite',
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
      }}
    />
  );
}
