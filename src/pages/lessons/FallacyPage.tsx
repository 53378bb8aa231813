import { Box, Button, Typography } from '@mui/material';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import { use } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CommonCasesList } from '@/components/content/CommonCasesList';
import { ExampleWithAnalysis } from '@/components/content/ExampleWithAnalysis';
import { FURTHER_READING_TITLE, FurtherReading } from '@/components/content/FurtherReading';
import { fallacyReading } from '@/content/sources';
import { LessonLayout } from '@/components/content/LessonLayout';
import { LessonPager } from '@/components/content/LessonPager';
import { LessonSection } from '@/components/content/LessonSection';
import { ProTip } from '@/components/content/ProTip';
import { ReviewOffer } from '@/components/review/ReviewOffer';
import { QuoteBlock } from '@/components/content/QuoteBlock';
import { lessonAnchor } from '@/components/content/lessonAnchor';
import { Seo } from '@/components/layout/Seo';
import { printAs } from '@/theme/print';
import { fallacyPracticePath } from '@/config/practice';
import { fallacyNeighbours, fallacyPath, getFallacy, lessonLinks, listFallacies, loadFallacy } from '@/content/lessons';
import { fallacyNotFound } from '@/content/pages/lessonNotFound/fallacy';
import { LessonMissing } from './LessonMissing';

/** The headings every lesson has, in order (Example Videos only where the lesson has videos). */
const SECTIONS = {
  whatIsIt: 'What is it?',
  howItWorks: 'How it works',
  classicExample: 'A classic example',
  commonCases: 'Three common cases',
  howToAnswer: 'How to answer it',
  exampleVideos: 'Example Videos',
} as const;

/**
 * /fallacies/{AdHominem | ad-hominem} and /fallacy/strawman: one template for the 13 lessons.
 * Both path forms render the same lesson with the capitalised form as its canonical URL.
 */
export default function FallacyPage() {
  const { name = '' } = useParams();
  const found = getFallacy(name);

  if (!found) {
    return <LessonMissing copy={fallacyNotFound} asked={name} />;
  }

  const lesson = use(loadFallacy(found.id));
  const all = listFallacies();
  const position = all.findIndex((l) => l.id === lesson.id) + 1;
  const { previous, next } = fallacyNeighbours(lesson.id);
  const reading = fallacyReading(lesson.id);
  const outline = [
    SECTIONS.whatIsIt,
    SECTIONS.howItWorks,
    SECTIONS.classicExample,
    SECTIONS.commonCases,
    SECTIONS.howToAnswer,
    ...(lesson.exampleVideos ? [SECTIONS.exampleVideos] : []),
    ...(reading.length ? [FURTHER_READING_TITLE] : []),
  ].map((text) => ({ id: lessonAnchor(text), text }));

  // Each section can be quoted with its citation (src/components/content/QuoteButton.tsx).
  const cite = { pageTitle: lesson.name, path: fallacyPath(lesson) };
  return (
    <>
      <Seo meta={{ title: lesson.meta.title, description: lesson.meta.description, path: fallacyPath(lesson) }} />
      <LessonLayout
        eyebrow={`Logical fallacy ${position} of ${all.length}`}
        title={lesson.name}
        tagline={lesson.tagline}
        path={fallacyPath(lesson)}
        back={{ ...lessonLinks.fallaciesCategory, history: true }}
        outline={outline}
        footer={
          <>
            <ReviewOffer lesson={{ id: lesson.id, fallacies: [lesson.id] }} />
            <Box
              {...printAs('hide')}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
                p: { xs: 2.5, sm: 3 },
                mb: 4,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ maxWidth: '40ch' }}>
                <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
                  Spot it in the wild
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Reading about {lesson.name.toLowerCase()} is the easy part. Catch it in a stack of real-sounding arguments.
                </Typography>
              </Box>
              <Button
                component={RouterLink}
                to={fallacyPracticePath(lesson.id)}
                variant="contained"
                color="warning"
                startIcon={<SportsEsportsOutlinedIcon aria-hidden />}
              >
                {lessonLinks.practice.label}
              </Button>
            </Box>
            <LessonPager previous={previous} next={next} ariaLabel="Previous and next fallacy" previousCaption="Previous fallacy" nextCaption="Next fallacy" />
          </>
        }
      >
        <QuoteBlock text={lesson.quote.text} attribution={lesson.quote.attribution} />
        <LessonSection quote={cite} title={SECTIONS.whatIsIt} paragraphs={lesson.whatIsIt} />
        <LessonSection quote={cite} title={SECTIONS.howItWorks} paragraphs={lesson.howItWorks} />
        <LessonSection quote={cite} title={SECTIONS.classicExample}>
          <ExampleWithAnalysis scenario={lesson.classicExample.scenario} analysis={lesson.classicExample.analysis} />
        </LessonSection>
        <LessonSection quote={cite} title={SECTIONS.commonCases}>
          <CommonCasesList cases={lesson.commonCases} />
        </LessonSection>
        <LessonSection quote={cite} title={SECTIONS.howToAnswer} paragraphs={lesson.howToAnswer} />
        {lesson.exampleVideos && (
          <LessonSection
            title={SECTIONS.exampleVideos}
            paragraphs={[
              'Video content is coming soon. Until then, any televised debate will supply examples at no extra charge.',
            ]}
          />
        )}
        <ProTip text={lesson.proTip} />
        <FurtherReading items={reading} />
      </LessonLayout>
    </>
  );
}
