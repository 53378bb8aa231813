import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '@/components/content/CardGrid';
import { ContentCard } from '@/components/content/ContentCard';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { categoryCards, categoryPlay } from '@/content/categories';

/** /categories: the six cards of site-spec §2.4. */
export default function CategoriesPage() {
  return (
    <>
      <Seo
        meta={{
          title: 'Categories: Fallacies, Techniques and the Dark Arts',
          description:
            "Everything Sophist teaches, in six doors: the beginner's guide, logical fallacies, rhetorical techniques, the dark arts, critical-thinking essays and the corner.",
          path: paths.categories,
        }}
      />
      <PageHero
        eyebrow="Pick your poison"
        title="Categories"
        tagline="Six ways in. Start with the beginner's guide if you are new, or go straight to the fallacies if someone at work has been annoying you."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          Everything on the syllabus
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
        <Box component="section" aria-labelledby="categories-play" sx={{ mt: { xs: 6, md: 8 }, maxWidth: '65ch' }}>
          <Typography id="categories-play" variant="h2" sx={{ mb: 2 }}>
            {categoryPlay.heading}
          </Typography>
          <Typography sx={{ mb: 3 }}>{categoryPlay.text}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.games} variant="contained" color="warning">
              {categoryPlay.gamesLabel}
            </Button>
            <Button component={RouterLink} to={paths.detective} variant="outlined">
              {categoryPlay.detectiveLabel}
            </Button>
          </Box>
        </Box>
      </Container>
    </>
  );
}
