import { Stack, Typography } from '@mui/material';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { FaqList } from '@/components/content/FaqList';
import { FURTHER_READING_TITLE, FurtherReading } from '@/components/content/FurtherReading';
import { techniqueReading } from '@/content/sources';
import { LessonLayout } from '@/components/content/LessonLayout';
import { LessonPager } from '@/components/content/LessonPager';
import { LessonSection } from '@/components/content/LessonSection';
import { ProTip } from '@/components/content/ProTip';
import { QuoteBlock } from '@/components/content/QuoteBlock';
import { TechniqueExampleCard } from '@/components/content/TechniqueExampleCard';
import { formatArticleDate } from '@/components/content/articleDate';
import { lessonAnchor } from '@/components/content/lessonAnchor';
import { Seo } from '@/components/layout/Seo';
import { getTechnique, lessonLinks, listTechniques, loadTechnique, techniqueNeighbours, techniquePath } from '@/content/lessons';
import { techniqueNotFound } from '@/content/pages/lessonNotFound/technique';
import { LessonMissing } from './LessonMissing';

const SECTIONS = {
  meaning: 'What it means',
  mechanics: 'How it works',
  examples: 'Examples',
  counterTips: 'How to counter it',
  faqs: 'Frequently asked questions',
} as const;

/** /techniques/{id} and /technique/{id}: one template for the 8 techniques. */
export default function TechniquePage() {
  const { techniqueId = '' } = useParams();
  const found = getTechnique(techniqueId);

  if (!found) {
    return <LessonMissing copy={techniqueNotFound} asked={techniqueId} />;
  }

  const technique = use(loadTechnique(found.id));
  const all = listTechniques();
  const position = all.findIndex((t) => t.id === technique.id) + 1;
  const { previous, next } = techniqueNeighbours(technique.id);
  const updated = technique.dateModified !== technique.datePublished;
  const reading = techniqueReading(technique.id);
  const outline = [...Object.values(SECTIONS), ...(reading.length ? [FURTHER_READING_TITLE] : [])].map((text) => ({ id: lessonAnchor(text), text }));

  // Each section can be quoted with its citation (src/components/content/QuoteButton.tsx).
  const cite = { pageTitle: technique.name, path: techniquePath(technique) };
  return (
    <>
      <Seo
        meta={{
          title: `${technique.name}: How It Works and How to Counter It`,
          description: technique.metaDescription,
          path: techniquePath(technique),
          type: 'article',
          datePublished: technique.datePublished,
          dateModified: technique.dateModified,
          keywords: technique.keywords,
          faqs: technique.faqs,
        }}
      />
      <LessonLayout
        eyebrow={`Rhetorical technique ${position} of ${all.length}`}
        title={technique.name}
        tagline={technique.tagline}
        path={techniquePath(technique)}
        heroActions={
          <Typography component="p" variant="body2" sx={{ color: 'chalk.muted' }}>
            Published <time dateTime={technique.datePublished}>{formatArticleDate(technique.datePublished)}</time>
            {updated && (
              <>
                {' · Updated '}
                <time dateTime={technique.dateModified}>{formatArticleDate(technique.dateModified)}</time>
              </>
            )}
          </Typography>
        }
        back={lessonLinks.techniquesCategory}
        outline={outline}
        footer={<LessonPager previous={previous} next={next} ariaLabel="Previous and next technique" previousCaption="Previous technique" nextCaption="Next technique" />}
      >
        <QuoteBlock text={technique.quote.text} attribution={technique.quote.attribution} />
        <LessonSection quote={cite} title={SECTIONS.meaning} paragraphs={technique.meaning} />
        <LessonSection quote={cite} title={SECTIONS.mechanics} paragraphs={technique.mechanics} />
        <LessonSection quote={cite} title={SECTIONS.examples}>
          <Stack spacing={3}>
            {technique.examples.map((example) => (
              <TechniqueExampleCard key={example.title} title={example.title} text={example.text} analysis={example.analysis} />
            ))}
          </Stack>
        </LessonSection>
        <LessonSection quote={cite} title={SECTIONS.counterTips} list={technique.counterTips} />
        <ProTip text={technique.proTip} />
        <LessonSection quote={cite} title={SECTIONS.faqs}>
          <FaqList faqs={technique.faqs} />
        </LessonSection>
        <FurtherReading items={reading} />
      </LessonLayout>
    </>
  );
}
