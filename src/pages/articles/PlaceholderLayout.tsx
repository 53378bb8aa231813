// eslint-disable-next-line no-restricted-imports -- Chip costs this page ~2.5 kB and it has ~5 kB to spare; drawing Label here instead moves Label out of ContentCard's chunk into one of its own, which costs the heaviest content routes ~0.2 kB.
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { BackLink } from '@/components/layout/BackLink';
import { paths } from '@/config/paths';
import type { PlaceholderContent } from '@/content/pages/misc';

/** /examples and /community: what is planned, said plainly, and a way back. */
export function PlaceholderLayout({ content }: { content: PlaceholderContent }) {
  return (
    <>
      <Box sx={{ mb: 3, ml: -1 }}>
        <BackLink to={paths.home} label="Back" history />
      </Box>
      <Box sx={{ maxWidth: '65ch', mb: 5 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', letterSpacing: 2 }}>
          {content.eyebrow}
        </Typography>
        <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, my: 1 }}>
          {content.emoji}
        </Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {content.title}
        </Typography>
        <Typography>{content.intro}</Typography>
      </Box>
      <Typography variant="h2" sx={{ fontSize: 'clamp(1.6rem, 3vw, 2rem)', mb: 2 }}>
        Coming soon
      </Typography>
      <CardGrid columns={{ sm: 2 }}>
        {content.features.map((f) => (
          <li key={f.title}>
            <Card variant="outlined" sx={{ height: '100%', borderStyle: 'dashed' }}>
              <CardContent>
                <Chip size="small" label="Planned" variant="outlined" sx={{ mb: 1.5 }} />
                <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                  {f.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {f.text}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </>
  );
}
