import { Box, Container, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/BackLink';
import { PageHero } from '@/components/layout/PageHero';

export interface HubLayoutProps {
  eyebrow: string;
  title: string;
  tagline: string;
  intro: string;
  /** One grid cell per card. */
  cards: ReactNode[];
  /** Columns per card from md up. */
  mdColumns?: 4 | 6;
  /** Anything under the cards (e.g. a further reading card). */
  after?: ReactNode;
  /** Above the cards, beside the intro (e.g. a pause control). */
  tools?: ReactNode;
  back: { to: string; label: string };
}

/** The shape shared by /darkarts, /ct and the Corner: hero, intro, cards, back link. */
export function HubLayout({ eyebrow, title, tagline, intro, cards, mdColumns = 4, after, tools, back }: HubLayoutProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} tagline={tagline} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ mb: 3, ml: -1 }}>
          <BackLink to={back.to} label={back.label} />
        </Box>
        <Typography sx={{ maxWidth: '65ch', mb: tools ? 2 : 5 }}>{intro}</Typography>
        {tools && <Box sx={{ mb: 4 }}>{tools}</Box>}
        <CardGrid columns={{ md: 12 / mdColumns }}>
          {cards.map((card, i) => (
            <li key={i}>
              {card}
            </li>
          ))}
        </CardGrid>
        {after}
      </Container>
    </>
  );
}
