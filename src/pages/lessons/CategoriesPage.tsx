import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '@/components/content/CardGrid';
import { ContentCard } from '@/components/content/ContentCard';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { categoryCards, categoryPlay } from '@/content/categories';
import { categoriesScreen } from '@/content/pages/categories';
import { LabelledSection } from '@/components/layout/LabelledSection';

/** /categories: the six ways in, as cards, then the way to the games. */
export default function CategoriesPage() {
  return (
    <>
      <Seo meta={categoriesScreen.meta} />
      <PageHero eyebrow={categoriesScreen.eyebrow} title={categoriesScreen.title} tagline={categoriesScreen.tagline} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          {categoriesScreen.cardsHeading}
        </Typography>
        <CardGrid columns={{ sm: 2, md: 3 }}>
          {categoryCards.map((card) => (
            <li key={card.id}>
              <ContentCard
                title={card.title}
                description={card.description}
                to={card.to}
                thumbnail={card.thumbnail}
                items={card.items}
                featured={card.featured}
                count={card.count}
                countLabel="lessons"
              />
            </li>
          ))}
        </CardGrid>
        <LabelledSection id="categories-play" title={categoryPlay.heading} sx={{ mt: { xs: 6, md: 8 }, maxWidth: '65ch' }}>
          <Typography sx={{ mb: 3 }}>{categoryPlay.text}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.games} variant="contained" color="warning">
              {categoryPlay.gamesLabel}
            </Button>
            <Button component={RouterLink} to={paths.detective} variant="outlined">
              {categoryPlay.detectiveLabel}
            </Button>
          </Box>
        </LabelledSection>
      </Container>
    </>
  );
}
