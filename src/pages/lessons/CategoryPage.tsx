import { Box, Button, Container } from '@mui/material';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CategoryGroup } from '@/components/content/CategoryGroup';
import { BackLink } from '@/components/layout/BackLink';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { categoryIntros } from '@/content/categories';
import { fallacyGroups, isCategoryPageId, lessonLinks, techniqueCards } from '@/content/lessons';
import { categoryNotFound } from '@/content/pages/lessonNotFound/category';
import { LessonMissing } from './LessonMissing';

/** /category/logical-fallacies and /category/rhetorical-techniques; anything else is "Category Not Found". */
export default function CategoryPage() {
  const { categoryId = '' } = useParams();

  if (!isCategoryPageId(categoryId)) {
    return <LessonMissing copy={categoryNotFound} asked={categoryId} />;
  }

  const intro = categoryIntros[categoryId];
  const isFallacies = categoryId === 'logical-fallacies';
  const groups = isFallacies
    ? fallacyGroups()
    : [
        {
          id: 'techniques',
          title: 'The Eight Techniques',
          description: 'Each page covers what the technique is, how it works on you, examples you will recognise and how to counter it.',
          cards: techniqueCards(),
        },
      ];

  return (
    <>
      <Seo meta={{ title: intro.title, description: intro.description, path: paths.category(categoryId) }} />
      <PageHero
        eyebrow="Category"
        title={intro.title}
        tagline={intro.tagline}
        actions={
          isFallacies ? (
            <Button
              component={RouterLink}
              to={lessonLinks.testYourKnowledge.to}
              variant="contained"
              color="warning"
              size="large"
              startIcon={<SportsEsportsOutlinedIcon aria-hidden />}
            >
              {lessonLinks.testYourKnowledge.label}
            </Button>
          ) : undefined
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: { xs: 4, md: 5 }, ml: -1 }}>
          <BackLink to={paths.categories} label="Back to Categories" />
        </Box>
        {groups.map((group) => (
          <CategoryGroup key={group.id} id={group.id} title={group.title} description={group.description} cards={group.cards} />
        ))}
      </Container>
    </>
  );
}
