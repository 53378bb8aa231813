import { Box, Typography } from '@mui/material';

export interface WorkedExampleProps {
  /** The (invented) claim under the knife, quoted as it would appear in the wild. */
  claim: string;
  /** The method applied to the claim, one labelled step at a time. */
  steps: { label: string; text: string }[];
  /** What is left once the method is done. */
  verdict: string;
}

/** One method step run on a real-sounding, invented claim: claim, the workings, the verdict. */
export function WorkedExample({ claim, steps, verdict }: WorkedExampleProps) {
  return (
    <Box
      role="group"
      aria-label="Worked example"
      sx={{ my: 4, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pt: 2.5, pb: 2, bgcolor: 'board.main', color: 'chalk.main' }}>
        <Typography component="p" variant="overline" sx={{ color: 'chalk.muted', letterSpacing: 1.5, lineHeight: 1.5 }}>
          Worked example
        </Typography>
        <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
          {claim}
        </Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, px: { xs: 2, sm: 3 }, py: 2, listStyle: 'none', counterReset: 'step' }}>
        {steps.map((step, i) => (
          <Box
            component="li"
            key={`${i}-${step.label}`}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1.75rem 1fr', sm: '2rem 1fr' }, columnGap: { xs: 1.25, sm: 1.5 }, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Box
              aria-hidden
              sx={{
                width: { xs: '1.75rem', sm: '2rem' },
                height: { xs: '1.75rem', sm: '2rem' },
                mt: 0.25,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
              }}
            >
              {i + 1}
            </Box>
            <Box>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {step.label}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ px: { xs: 2.5, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Typography>
          <Box component="strong" sx={{ mr: 1 }}>
            Verdict:
          </Box>
          {verdict}
        </Typography>
      </Box>
    </Box>
  );
}
