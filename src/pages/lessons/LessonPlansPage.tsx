import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '@/components/content/CardGrid';
import { LESSON_MEASURE } from '@/components/content/LessonLayout';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { LESSON_PLANS } from '@/content/lessonPlans';
import { classroomLine, lessonPlanCopy, lessonPlansScreen as screen } from '@/content/pages/lessonPlans';

/** /teach/lessons: the lesson plans for teachers, what each is for and how long, and the way to run one with a class. */
export default function LessonPlansPage() {
  return (
    <>
      <Seo meta={screen.meta} />
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <PageHero eyebrow={screen.eyebrow} title={screen.title} tagline={screen.tagline} printPath={screen.meta.path} />
      </Box>

      <Box sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 5, md: 6 } }}>
        {screen.intro?.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
        <Typography sx={{ mb: 2.5 }}>
          {classroomLine.before}
          <Link component={RouterLink} to={paths.teach} underline="always">
            {classroomLine.link}
          </Link>
          {classroomLine.after}
        </Typography>
      </Box>

      <LabelledSection id="plans" title="The plans" gap={3} sx={{ mt: { xs: 5, md: 6 } }}>
        <CardGrid columns={{ md: 3 }}>
          {LESSON_PLANS.map((plan) => (
            <li key={plan.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 1.5, lineHeight: 1.6 }}>
                    {lessonPlanCopy.facts(plan)}
                  </Typography>
                  <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                    <Link component={RouterLink} to={paths.teachLesson(plan.id)} color="inherit">
                      {plan.title}
                    </Link>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {plan.summary}
                  </Typography>
                </CardContent>
              </Card>
            </li>
          ))}
        </CardGrid>
      </LabelledSection>
    </>
  );
}
