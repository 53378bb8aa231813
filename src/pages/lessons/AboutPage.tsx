import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { Link as RouterLink } from 'react-router-dom';
import { LESSON_MEASURE } from '@/components/content/LessonLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import about from '@/content/pages/about';
import { LabelledSection } from '@/components/layout/LabelledSection';

/** /about: mission and services, with a link to the beginner's guide. */
export default function AboutPage() {
  return (
    <>
      <Seo meta={about.meta} />
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <PageHero eyebrow={about.eyebrow} title={about.title} tagline={about.tagline} />
      </Box>

      <LabelledSection id="mission" title="The mission" sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 5, md: 6 } }}>
        {about.mission.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
      </LabelledSection>

      <LabelledSection id="services" title="What you will find here" gap={3} sx={{ mt: { xs: 5, md: 6 } }}>
        <CardGrid columns={{ sm: 2, md: 3 }}>
          {about.services.map((service) => (
            <li key={service.title}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                    {service.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {service.text}
                  </Typography>
                  {service.link && (
                    <Link component={RouterLink} to={service.link.to} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
                      {service.link.label}
                    </Link>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </CardGrid>
      </LabelledSection>

      <LabelledSection id="start" title="Where to start" sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 6, md: 8 } }}>
        {about.closing.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
        <Button component={RouterLink} to={paths.beginnersGuide} variant="contained" color="warning">
          Read the Beginner's Guide
        </Button>
      </LabelledSection>
    </>
  );
}
