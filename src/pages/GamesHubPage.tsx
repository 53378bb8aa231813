import { Box, Container, Link, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { Link as RouterLink } from 'react-router-dom';
import { ContentCard } from '@/components/content/ContentCard';
import { PageHero } from '@/components/layout/PageHero';
import { ReviewOffer } from '@/components/review/ReviewOffer';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { featuredGames, gamesScreen, moreGames } from '@/content/pages/games';
import { LabelledSection } from '@/components/layout/LabelledSection';


/** The games hub: the two headline cards first, then every other game. */
export default function GamesHubPage() {
  return (
    <>
      <Seo meta={gamesScreen.meta} />
      <PageHero eyebrow={gamesScreen.eyebrow} title={gamesScreen.title} tagline={gamesScreen.tagline} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography sx={{ mb: 5, maxWidth: '70ch' }}>
          Before you play, if you like:{' '}
          <Link component={RouterLink} to={paths.check} sx={{ fontWeight: 600 }}>
            take the Discernment Check
          </Link>{' '}
          to see where you start, then{' '}
          <Link component={RouterLink} to={paths.checkPractice} sx={{ fontWeight: 600 }}>
            practise sound or fallacious
          </Link>
          , where a third of the arguments are perfectly fine and suspicion alone scores nothing.
        </Typography>
        <ReviewOffer />
        <LabelledSection id="featured-games" title="Start here" gap={3} sx={{ mb: 6 }}>
          <CardGrid columns={{ md: 2 }} component="div">
            {featuredGames.map((card) => (
              <Box key={card.id}>
                <ContentCard {...card} />
              </Box>
            ))}
          </CardGrid>
        </LabelledSection>
        <LabelledSection id="more-games" title="More games" gap={3}>
          <CardGrid columns={{ md: 3 }} component="div">
            {moreGames.map((card) => (
              <Box key={card.id}>
                <ContentCard {...card} />
              </Box>
            ))}
          </CardGrid>
        </LabelledSection>
        <Typography sx={{ mt: 6, color: 'text.secondary' }}>
          Not in the mood to be tested?{' '}
          <Link component={RouterLink} to={paths.chalkboard} sx={{ fontWeight: 600, color: 'text.primary' }}>
            Doodle on the chalkboard
          </Link>{' '}
          instead. Nobody is grading it.
        </Typography>
      </Container>
    </>
  );
}
