import { Box, Button, Container, Link, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { Link as RouterLink } from 'react-router-dom';
import { ContentCard } from '@/components/content/ContentCard';
import { PageHero } from '@/components/layout/PageHero';
import { ReviewOffer } from '@/components/review/ReviewOffer';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { homeCards, homeIntro, homePlay, homeScreen } from '@/content/pages/home';
import { srOnly } from '@/theme/tokens';
import { LabelledSection } from '@/components/layout/LabelledSection';

/** /: the hero, two calls to action and three cards, then the games. */
export default function HomePage() {
  return (
    <>
      <Seo meta={homeScreen.meta} />
      <PageHero
        eyebrow={homeScreen.eyebrow}
        title={homeScreen.title}
        tagline={homeScreen.tagline}
        actions={
          <>
            <Button variant="contained" color="warning" size="large" component={RouterLink} to={paths.categories}>
              Get Started
            </Button>
            <Button variant="outlined" color="inherit" size="large" component={RouterLink} to={paths.about}>
              {/* The visible label stays the spec's; links need a name that says where they go. */}
              Learn More<span style={srOnly}> about Sophist</span>
            </Button>
          </>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box sx={{ maxWidth: '65ch', mb: 5 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {homeIntro.heading}
          </Typography>
          {homeIntro.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 2 }}>
              {p}
            </Typography>
          ))}
        </Box>
        <CardGrid columns={{ md: 3 }} component="div">
          {homeCards.map((card) => (
            <Box key={card.id}>
              <ContentCard {...card} />
            </Box>
          ))}
        </CardGrid>
        <LabelledSection id="home-play" title={homePlay.heading} gap={1} sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography sx={{ mb: 3, maxWidth: '65ch' }}>{homePlay.text}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
            {homePlay.games.map((game) => (
              <li key={game.to}>
                <Link component={RouterLink} to={game.to} variant="h5" sx={{ fontWeight: 700 }}>
                  {game.label}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {game.blurb}
                </Typography>
              </li>
            ))}
          </Box>
          <Button component={RouterLink} to={paths.games} variant="outlined" sx={{ mt: 3 }}>
            All the games
          </Button>
          {/* After the games: when it appears after hydration it moves nothing a reader is looking at. */}
          <Box sx={{ mt: 3 }}>
            <ReviewOffer onlyWithDeck />
          </Box>
        </LabelledSection>
      </Container>
    </>
  );
}
