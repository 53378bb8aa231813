import { Box, Typography } from '@mui/material';
import { printAs } from '@/theme/print';

export interface ExampleWithAnalysisProps {
  /** The scene: what was said or done, told as a short story. */
  scenario: string;
  /** Why it is the fallacy (or the technique), paragraph by paragraph. */
  analysis: string[];
  /** Label of the scene on the board. */
  scenarioLabel?: string;
  /** Heading over the analysis. */
  analysisTitle?: string;
  /** Level of that heading (one below the section's). */
  analysisHeadingLevel?: 'h3' | 'h4';
}

/**
 * A worked example: the scene chalked up on a board, then the analysis under its own heading.
 * Used for each fallacy's classic example.
 */
export function ExampleWithAnalysis({
  scenario,
  analysis,
  scenarioLabel = 'The scene',
  analysisTitle = 'What went wrong',
  analysisHeadingLevel = 'h3',
}: ExampleWithAnalysisProps) {
  return (
    <Box>
      <Box
        {...printAs('board')}
        sx={{
          bgcolor: 'board.main',
          color: 'chalk.main',
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          p: { xs: 2.5, sm: 3.5 },
          mb: 3,
          backgroundImage: 'radial-gradient(ellipse at 15% 0%, rgba(255,255,255,0.06), transparent 60%)',
        }}
      >
        <Typography component="p" variant="overline" sx={{ color: 'chalk.muted', letterSpacing: 2, lineHeight: 1.5, mb: 1 }}>
          {scenarioLabel}
        </Typography>
        <Typography sx={{ fontSize: { sm: '1.125rem' } }}>{scenario}</Typography>
      </Box>
      <Typography variant={analysisHeadingLevel} sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {analysisTitle}
      </Typography>
      {analysis.map((p) => (
        <Typography key={p} sx={{ mb: 2.5 }}>
          {p}
        </Typography>
      ))}
    </Box>
  );
}
