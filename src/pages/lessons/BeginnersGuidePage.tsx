import { Box, Button, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { Link as RouterLink } from 'react-router-dom';
import { ArgumentBuilder } from '@/components/content/ArgumentBuilder';
import { Island } from '@/components/islands/Island';
import { ContentCard } from '@/components/content/ContentCard';
import { LESSON_MEASURE } from '@/components/content/LessonLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { guideExercise } from '@/content/guideExercise';
import { conceptCards } from '@/content/conceptCards';
import guide from '@/content/pages/beginnersGuide';
import { LabelledSection } from '@/components/layout/LabelledSection';

/** /beginners-guide: the intro, the three pillars as cards, and the "build an argument" exercise. */
export default function BeginnersGuidePage() {
  return (
    <>
      <Seo meta={guide.meta} />
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <PageHero eyebrow={guide.eyebrow} title={guide.title} tagline={guide.tagline} printPath={guide.meta.path} />
      </Box>

      <Box sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 5, md: 6 } }}>
        {guide.intro.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
      </Box>

      <LabelledSection id="pillars" title="The three pillars" gap={3} sx={{ mt: { xs: 5, md: 6 } }}>
        <CardGrid columns={{ md: 3 }}>
          {conceptCards().map((card) => (
            <li key={card.id}>
              <ContentCard
                title={card.title}
                description={card.description}
                to={card.to}
                thumbnail={card.thumbnail}
                items={card.items}
              />
            </li>
          ))}
        </CardGrid>
      </LabelledSection>

      <LabelledSection id="build-an-argument" title="Build an argument" sx={{ mt: { xs: 6, md: 8 }, maxWidth: LESSON_MEASURE }}>
        <Typography sx={{ mb: 3 }}>{guide.exerciseIntro}</Typography>
        {/* The exercise is an island: the page around it is read, not hydrated. */}
        <Island name="argument-builder" component={ArgumentBuilder} props={{ exercise: guideExercise, idPrefix: 'guide-exercise' }} />
      </LabelledSection>

      <LabelledSection id="next-steps" title="Where next" sx={{ mt: { xs: 6, md: 8 }, maxWidth: LESSON_MEASURE }}>
        {guide.outro.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.categories} variant="contained" color="warning">
            Explore the Categories
          </Button>
          <Button component={RouterLink} to={paths.fallacyGame} variant="outlined">
            {guide.practiceLabel}
          </Button>
        </Box>
      </LabelledSection>
    </>
  );
}
