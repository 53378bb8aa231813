import { Box, Grid, Typography } from '@mui/material';
import type { CardItem } from '@/content/schema';
import { ContentCard } from './ContentCard';

export interface CategoryGroupProps {
  /** Anchor id and heading id. */
  id: string;
  title: string;
  /** One line on what the group has in common. */
  description?: string;
  /** The lessons in the group; each card links to its lesson. */
  cards: CardItem[];
  /** Level of the group's heading; the cards' titles sit one level below. */
  headingLevel?: 'h2' | 'h3';
}

/** A titled group of lesson cards on a category page (e.g. "Appeals": the four "Appeal to …" lessons). */
export function CategoryGroup({ id, title, description, cards, headingLevel = 'h2' }: CategoryGroupProps) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 8 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: description ? 1 : 3 }}>
        <Typography variant={headingLevel} id={headingId}>
          {title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {cards.length} {cards.length === 1 ? 'lesson' : 'lessons'}
        </Typography>
      </Box>
      {description && (
        <Typography sx={{ color: 'text.secondary', maxWidth: '70ch', mb: 3 }}>{description}</Typography>
      )}
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ContentCard
              title={card.title}
              description={card.description}
              to={card.to}
              thumbnail={card.thumbnail || undefined}
              items={card.items}
              featured={card.featured}
              count={card.count}
              headingLevel={headingLevel === 'h2' ? 'h3' : 'h2'}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
