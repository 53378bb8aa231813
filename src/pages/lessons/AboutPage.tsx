import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { CardGrid } from '@/components/content/CardGrid';
import { Link as RouterLink } from 'react-router-dom';
import { LESSON_MEASURE } from '@/components/content/LessonLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import about from '@/content/pages/about';

/** /about: mission and services, with a link to the beginner's guide (site-spec §2.9). */
export default function AboutPage() {
  return (
    <>
      <Seo meta={about.meta} />
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <PageHero eyebrow={about.eyebrow} title={about.title} tagline={about.tagline} />
      </Box>

      <Box component="section" aria-labelledby="mission" sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 5, md: 6 } }}>
        <Typography variant="h2" id="mission" sx={{ mb: 2 }}>
          The mission
        </Typography>
        {about.mission.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
      </Box>

      <Box component="section" aria-labelledby="services" sx={{ mt: { xs: 5, md: 6 } }}>
        <Typography variant="h2" id="services" sx={{ mb: 3 }}>
          What you will find here
        </Typography>
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
                </CardContent>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Box>

      <Box component="section" aria-labelledby="start" sx={{ maxWidth: LESSON_MEASURE, mt: { xs: 6, md: 8 } }}>
        <Typography variant="h2" id="start" sx={{ mb: 2 }}>
          Where to start
        </Typography>
        {about.closing.map((p) => (
          <Typography key={p} sx={{ mb: 2.5 }}>
            {p}
          </Typography>
        ))}
        <Button component={RouterLink} to={paths.beginnersGuide} variant="contained" color="warning">
          Read the Beginner's Guide
        </Button>
      </Box>
    </>
  );
}
