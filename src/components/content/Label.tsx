import { Box } from '@mui/material';

export interface LabelProps {
  /** The word or two on the label. */
  children: string;
  /** Colour and meaning: neutral (grey), warning (amber) or success (green). */
  tone?: 'neutral' | 'warning' | 'success';
  /** Filled with the tone's colour instead of outlined. */
  filled?: boolean;
}

/**
 * A small static label, drawn like MUI's small Chip. Labels sit on content pages, and a label
 * that is not clickable needs none of Chip's interactive machinery (~2.5 kB gzip on first load).
 */
export function Label({ children, tone = 'neutral', filled = false }: LabelProps) {
  const main = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 4,
        border: 1,
        borderColor: filled ? 'transparent' : tone === 'neutral' ? 'divider' : main,
        bgcolor: filled ? (tone === 'neutral' ? 'action.selected' : main) : 'transparent',
        color: filled && tone !== 'neutral' ? `${tone}.contrastText` : main,
        fontSize: '0.8125rem',
        lineHeight: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
