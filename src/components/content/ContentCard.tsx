import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Label } from './Label';
import { Link as RouterLink } from 'react-router-dom';
import { HOVER } from '@/theme/motion';
import { CardHead } from './CardHead';

export interface ContentCardProps {
  /** The card's heading: the destination's name. */
  title: string;
  /** One or two sentences on what the reader finds there. */
  description: string;
  /** Where the whole card goes. */
  to: string;
  /** An emoji or short glyph drawn as the card's picture (decorative). */
  thumbnail?: string;
  /** Bullet points under the description. */
  items?: string[];
  /** Draws a thicker, coloured border to mark the recommended starting point. */
  featured?: boolean;
  /** A count shown as a chip, e.g. "13 lessons". */
  count?: number;
  /** The noun after the count, e.g. "lessons" (singular forms are the caller's job). */
  countLabel?: string;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The clickable card of home, categories and hubs. The whole card is one link
 * (so Enter and a click anywhere both work) and its title names the link.
 */
export function ContentCard({
  title,
  description,
  to,
  thumbnail,
  items,
  featured = false,
  count,
  countLabel = 'items',
  headingLevel = 'h3',
}: ContentCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderWidth: featured ? 2 : 1,
        borderColor: featured ? 'warning.main' : 'divider',
        transition: (t) => t.transitions.create(['transform', 'box-shadow']),
        [HOVER]: { '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 } },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
        <CardContent sx={{ width: '100%' }}>
          <CardHead title={title} thumbnail={thumbnail} headingLevel={headingLevel} />
          {(featured || count !== undefined) && (
            <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
              {featured && <Label tone="warning">Featured</Label>}
              {count !== undefined && <Label>{`${count} ${countLabel}`}</Label>}
            </Box>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
          {items && items.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'disc', pl: 2.5, pt: 1, pb: 0.5, m: 0 }}>
              {items.map((item) => (
                <Typography component="li" variant="body2" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
