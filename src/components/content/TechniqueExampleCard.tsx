import { Box, Card, CardContent, Typography } from '@mui/material';
import { printAs } from '@/theme/print';

export interface TechniqueExampleCardProps {
  /** Where it happens: "The relationship", "The advert". */
  title: string;
  /** The case itself. */
  text: string;
  /** What the technique does to you here. */
  analysis: string;
  /** Level of the card's title. */
  headingLevel?: 'h3' | 'h4';
  /** Label over the analysis. */
  analysisLabel?: string;
}

/** One example of a rhetorical technique at work: the case, then what it does to the audience. */
export function TechniqueExampleCard({
  title,
  text,
  analysis,
  headingLevel = 'h3',
  analysisLabel = 'What it does',
}: TechniqueExampleCardProps) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant={headingLevel} sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>{text}</Typography>
        <Box {...printAs('board')} sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
          <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 1.5, lineHeight: 1.5, mb: 0.5 }}>
            {analysisLabel}
          </Typography>
          <Typography variant="body2">{analysis}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
