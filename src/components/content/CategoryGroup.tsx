import { Box, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import type { CardItem } from '@/content/schema';
import { ContentCard } from './ContentCard';

export interface CategoryGroupProps {
  /** Anchor id and heading id. */
  id: string;
  /** The group's heading, e.g. "Appeals to Emotion". */
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
      <CardGrid columns={{ sm: 2, md: 3 }}>
        {cards.map((card) => (
          <li key={card.id}>
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
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
