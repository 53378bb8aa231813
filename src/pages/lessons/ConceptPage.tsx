import { Box, Typography } from '@mui/material';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { ConceptNav } from '@/components/content/ConceptNav';
import { FaqList } from '@/components/content/FaqList';
import { LessonLayout } from '@/components/content/LessonLayout';
import { LessonSection } from '@/components/content/LessonSection';
import { lessonAnchor } from '@/components/content/lessonAnchor';
import { Island } from '@/components/islands/Island';
import { Seo } from '@/components/layout/Seo';
import { conceptLinks, conceptPath, getConcept, listConcepts, loadConcept } from '@/content/lessons';
import { conceptNotFound } from '@/content/pages/lessonNotFound/concept';
import { LessonMissing } from './LessonMissing';
import { WarnedYouButton } from './WarnedYouButton';


const FAQ_HEADING = 'Frequently asked questions';
const ORDINALS = ['First', 'Second', 'Third'];

/** /concept/{ethos|pathos|logos}: one pillar of the beginner's guide, with the way around the three: back to the guide, previous, next, and on to the categories after logos. */
export default function ConceptPage() {
  const { conceptId = '' } = useParams();
  const found = getConcept(conceptId);

  if (!found) {
    return <LessonMissing copy={conceptNotFound} asked={conceptId} />;
  }

  const concept = use(loadConcept(found.id));
  const all = listConcepts();
  const position = all.findIndex((c) => c.id === concept.id) + 1;
  const links = conceptLinks(concept.id);
  const faqs = concept.faqs ?? [];
  const outline = [...concept.sections.map((s) => s.heading), ...(faqs.length ? [FAQ_HEADING] : [])].map((text) => ({
    id: lessonAnchor(text),
    text,
  }));
  const isLogos = concept.id === 'logos';
  const ordinal = ORDINALS[position - 1];

  // Each section can be quoted with its citation (src/components/content/QuoteButton.tsx).
  const cite = { pageTitle: concept.title, path: conceptPath(concept.id) };
  return (
    <>
      <Seo
        meta={{
          title: ordinal ? `${concept.title}: The ${ordinal} Pillar of Persuasion` : concept.title,
          description: concept.metaDescription,
          path: conceptPath(concept.id),
          ...(faqs.length ? { faqs } : {}),
        }}
      />
      <LessonLayout
        eyebrow={`The three pillars · ${position} of ${all.length}`}
        title={concept.title}
        tagline={concept.tagline}
        path={conceptPath(concept.id)}
        back={links.back}
        outline={outline}
        footer={<ConceptNav back={links.back} previous={links.previous} next={links.next} onward={links.onward} />}
      >
        {concept.sections.map((section) => (
          <LessonSection quote={cite} key={section.heading} title={section.heading} paragraphs={section.paragraphs} list={section.list} />
        ))}
        {faqs.length > 0 && (
          <LessonSection quote={cite} title={FAQ_HEADING}>
            <FaqList faqs={faqs} />
          </LessonSection>
        )}
        {isLogos && (
          <Box sx={{ mt: 6, p: { xs: 2.5, sm: 3 }, borderRadius: 3, border: 2, borderStyle: 'dashed', borderColor: 'warning.main' }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              So logic wins every argument?
            </Typography>
            <Typography sx={{ mb: 2 }}>You have read all three pillars. Before you go and use them, one small warning.</Typography>
            <Island name="warned-you" component={WarnedYouButton} props={{}} />
          </Box>
        )}
      </LessonLayout>
    </>
  );
}
