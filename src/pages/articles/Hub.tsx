import { Box, Container, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { CardGrid } from '@/components/content/CardGrid';
import { ContentCard } from '@/components/content/ContentCard';
import { BackLink } from '@/components/layout/BackLink';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import type { HubContent } from '@/content/hubs/types';
import { LabelledSection } from '@/components/layout/LabelledSection';

export interface HubProps {
  hub: HubContent;
  /** Draws the cards instead of the plain grid (the Corner's turning cards with their pause switch). */
  Cards?: ComponentType<{ hub: HubContent }>;
}

/**
 * Every hub page (the Corner, the Spotlight, the Dark Arts), drawn from its data in
 * src/content/hubs: hero, intro, a grid of cards, a back link, and an optional further card.
 */
export function Hub({ hub, Cards }: HubProps) {
  return (
    <>
      <Seo meta={hub.meta} />
      <PageHero eyebrow={hub.eyebrow} title={hub.title} tagline={hub.tagline} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ mb: 3, ml: -1 }}>
          <BackLink to={hub.back.to} label={hub.back.label} />
        </Box>
        <Typography sx={{ maxWidth: '65ch', mb: Cards ? 2 : 5 }}>{hub.intro}</Typography>
        {Cards ? (
          <Cards hub={hub} />
        ) : (
          <CardGrid columns={{ md: 12 / (hub.mdColumns ?? 4) }}>
            {hub.cards.map((card) => (
              <li key={card.id}>
                <ContentCard
                  title={card.title}
                  description={card.description}
                  to={card.to}
                  thumbnail={card.thumbnail}
                  items={card.items}
                  featured={card.featured}
                  headingLevel="h2"
                />
              </li>
            ))}
          </CardGrid>
        )}
        {hub.also && (
          <LabelledSection id={hub.also.id} title={hub.also.heading} headingSx={{ fontSize: 'clamp(1.6rem, 3vw, 2rem)' }} sx={{ mt: 7 }}>
            <Box sx={{ maxWidth: { md: 'calc(50% - 12px)' } }}>
              <ContentCard
                title={hub.also.card.title}
                description={hub.also.card.description}
                to={hub.also.card.to}
                thumbnail={hub.also.card.thumbnail}
                headingLevel="h3"
              />
            </Box>
          </LabelledSection>
        )}
      </Container>
    </>
  );
}
