import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { AnimatedCornerCard } from '@/components/content/AnimatedCornerCard';
import { ContentCard } from '@/components/content/ContentCard';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { cornerArticleCard, cornerCards, hubIntros } from '@/content/articles/corner';
import { HubLayout } from './HubLayout';
import { PauseSwitch } from './PauseSwitch';

/** /tactical-hemorrhoid-corner (site-spec §2.7): the two methods on animated cards, and the Corner's first article. */
export default function CornerPage() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Seo
        meta={{
          title: 'Tactical Hemorrhoid Corner',
          description:
            'The Cut the Crap Method and Cut the Crap 2.0: two practical methods for taking any claim apart, with worked examples.',
          path: paths.corner,
          keywords: ['Cut the Crap method', 'BS detection', 'critical thinking framework', 'argument breakdown'],
        }}
      />
      <HubLayout
        eyebrow="Tactical Hemorrhoid Corner"
        title="Tactical Hemorrhoid Corner"
        tagline={hubIntros.corner.tagline}
        intro={hubIntros.corner.paragraph}
        mdColumns={6}
        back={{ to: paths.categories, label: 'Back to Categories' }}
        tools={<PauseSwitch paused={paused} onChange={setPaused} />}
        cards={cornerCards.map((card) => (
          <AnimatedCornerCard
            key={card.id}
            title={card.title}
            description={card.description}
            to={card.to}
            thumbnail={card.thumbnail}
            items={card.items}
            paused={paused}
          />
        ))}
        after={
          <Box component="section" aria-labelledby="corner-also" sx={{ mt: 7 }}>
            <Typography id="corner-also" variant="h2" sx={{ fontSize: 'clamp(1.6rem, 3vw, 2rem)', mb: 2 }}>
              Also in the Corner
            </Typography>
            <Box sx={{ maxWidth: { md: 'calc(50% - 12px)' } }}>
              <ContentCard
                title={cornerArticleCard.title}
                description={cornerArticleCard.description}
                to={cornerArticleCard.to}
                thumbnail={cornerArticleCard.thumbnail}
                headingLevel="h3"
              />
            </Box>
          </Box>
        }
      />
    </>
  );
}
