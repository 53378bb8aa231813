import { Box, Typography } from '@mui/material';
import type { TitledText } from '@/content/schema';
import { printAs } from '@/theme/print';

export interface CommonCasesListProps {
  /** The cases, in order (a fallacy lesson has exactly three). */
  cases: TitledText[];
  /** Level of each case's title. */
  headingLevel?: 'h3' | 'h4';
}

/** Where you will meet it: a numbered list of short cases, each with a title and a paragraph. */
export function CommonCasesList({ cases, headingLevel = 'h3' }: CommonCasesListProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {cases.map((c, i) => (
        <Box
          component="li"
          key={c.title}
          sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, alignItems: 'start' }}
        >
          <Box
            aria-hidden="true"
            {...printAs('board')}
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'board.main',
              color: 'chalk.main',
              typography: 'chalk',
              fontSize: '1.5rem',
              lineHeight: 1,
            }}
          >
            {i + 1}
          </Box>
          <Box>
            <Typography variant={headingLevel} sx={{ fontSize: '1.15rem', mb: 0.75, mt: 1 }}>
              {c.title}
            </Typography>
            <Typography>{c.text}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
