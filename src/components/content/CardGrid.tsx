import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface CardGridProps {
  /** The cards; each wrapped in an <li> when `component` is "ul". */
  children: ReactNode;
  /** Columns from each breakpoint up (1 on phones unless said otherwise). */
  columns?: { xs?: number; sm?: number; md?: number };
  /** 'ul' (default) when the cards are a list of destinations; each child is then an <li>. */
  component?: 'ul' | 'div';
}

const repeat = (n: number | undefined) => (n ? `repeat(${n}, minmax(0, 1fr))` : undefined);

/**
 * The cards' grid on content pages: a CSS grid with MUI's spacing, not MUI's Grid. Content pages
 * load it first thing, and the CSS grid does the same job for ~1.8 kB gzip less.
 */
export function CardGrid({ children, columns = { sm: 2, md: 3 }, component = 'ul' }: CardGridProps) {
  return (
    <Box
      component={component}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: repeat(columns.xs ?? 1), sm: repeat(columns.sm), md: repeat(columns.md) },
      }}
    >
      {children}
    </Box>
  );
}
