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
  const inherit = color === 'inherit';
  return (
    <Box
      component="span"
      role={label && 'progressbar'}
      aria-label={label}
      aria-hidden={!label || undefined}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${size / 10}px solid`,
        borderColor: inherit ? 'transparent' : 'divider',
        borderTopColor: inherit ? 'currentColor' : 'primary.main',
        '@keyframes sophist-spin': { to: { transform: 'rotate(360deg)' } },
        animation: 'sophist-spin 0.9s linear infinite',
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
      }}
    />
  );
}
