import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LESSON_MEASURE } from '@/components/content/LessonLayout';
import { PlanSteps, type PlanStepView } from '@/components/content/PlanSteps';
import { PrintButton } from '@/components/content/PrintButton';
import { TeacherAnswers, type TeacherAnswerView } from '@/components/content/TeacherAnswers';
import { Island } from '@/components/islands/Island';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { PageHero } from '@/components/layout/PageHero';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { SITE_URL } from '@/config/site';
import { lessonPlan } from '@/content/lessonPlans';
import type { LessonPlan, PlanLink } from '@/content/lessonPlans/types';
import { fallacyPath, getFallacy } from '@/content/lessons';
import { lessonPlanCopy as copy, lessonPlanNotFound } from '@/content/pages/lessonPlans';
import { printAs } from '@/theme/print';
import { LessonMissing } from './LessonMissing';

/** A fallacy's name and lesson path, by its id (the plans' ids are held to the lessons by their test). */
function fallacyOf(id: string) {
  const lesson = getFallacy(id);
  if (!lesson) throw new Error(`Lesson plan names an unknown fallacy "${id}"`);
  return { name: lesson.name, to: fallacyPath(lesson) };
}

function linkOf(link: PlanLink): PlanStepView['link'] {
  if ('page' in link) return { to: paths[link.page], label: copy.pageNames[link.page] };
  const fallacy = fallacyOf(link.fallacy);
  return { to: fallacy.to, label: copy.fallacyLesson(fallacy.name) };
}

const stepsOf = (plan: LessonPlan): PlanStepView[] =>
  plan.steps.map((s) => ({ minutes: s.minutes, title: s.title, grouping: copy.grouping[s.grouping], what: s.what, ...(s.link ? { link: linkOf(s.link) } : {}) }));

const answersOf = (plan: LessonPlan): TeacherAnswerView[] =>
  plan.answers.map((a) => {
    const fallacy = fallacyOf(a.fallacyId);
    return {
      prompt: a.prompt,
      verdict: copy.verdict[a.verdict],
      fallacy: { label: a.verdict === 'sound' ? copy.twinOf(fallacy.name) : fallacy.name, to: fallacy.to },
      why: a.why,
    };
  });

/** A plain bulleted list of the plan's lines. */
function Lines({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

// On paper a section needs less air than on screen: the sheets are the teacher's, not the designer's.
const section = { maxWidth: LESSON_MEASURE, mt: { xs: 5, md: 6 }, '@media print': { mt: 3 } };

/**
 * /teach/lessons/{id}: one lesson plan, to read on screen or print for the planning folder. The plan
 * first (objectives, before and after the lesson, the running order), then the teacher's crib: the
 * examples with their answers and the discussion questions with what to listen for. In print the crib
 * starts a sheet of its own: the teacher uses it at other moments than the running order (making the
 * slides, revealing after each vote, the plenary), so it can lie beside the plan rather than be
 * turned to.
 */
export default function LessonPlanPage() {
  const { slug = '' } = useParams();
  const plan = lessonPlan(slug);
  if (!plan) return <LessonMissing copy={lessonPlanNotFound} asked={slug} />;

  const path = paths.teachLesson(plan.id);
  const h = copy.headings;
  return (
    <>
      <Seo meta={{ title: `${plan.title}: a lesson plan`, description: plan.summary, path }} />
      <Box sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <PageHero eyebrow={copy.eyebrow(plan)} title={plan.title} tagline={plan.summary} printPath={path} />
      </Box>

      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }} {...printAs('hide')}>
        <Link component={RouterLink} to={paths.teachLessons}>
          {copy.backToPlans}
        </Link>
        <Island name="print" component={PrintButton} props={{ label: copy.print }} />
      </Box>

      <LabelledSection id="objectives" title={h.objectives} sx={section}>
        <Lines items={plan.objectives} />
      </LabelledSection>

      <LabelledSection id="preparation" title={h.preparation} sx={section}>
        <Lines items={plan.preparation} />
      </LabelledSection>

      {plan.followUp.length > 0 && (
        <LabelledSection id="follow-up" title={h.followUp} sx={{ ...section, '@media print': { mt: 3, breakInside: 'avoid' } }}>
          <Lines items={plan.followUp} />
        </LabelledSection>
      )}

      <LabelledSection id="steps" title={h.steps} sx={section}>
        {/* On paper the intro goes over with the first step, never alone at a sheet's foot. */}
        <Typography sx={{ mb: 3, '@media print': { breakAfter: 'avoid', breakInside: 'avoid' } }}>{copy.stepsIntro(plan.minutes)}</Typography>
        <PlanSteps steps={stepsOf(plan)} />
      </LabelledSection>

      <LabelledSection id="answers" title={h.answers} sx={{ ...section, '@media print': { breakBefore: 'page' } }}>
        {/* The answers' own sheet says which plan it belongs to. */}
        <Typography variant="body2" {...printAs('only')} sx={{ mb: 2 }}>
          {copy.answersFor(plan.title)} · {`${SITE_URL}${path}`}
        </Typography>
        <Typography sx={{ mb: 3 }}>{copy.answersIntro}</Typography>
        <TeacherAnswers answers={answersOf(plan)} />
      </LabelledSection>

      <LabelledSection id="discussion" title={h.discussion} sx={section}>
        <Box component="ol" sx={{ m: 0, pl: 3, '& > li': { mb: 2 } }}>
          {plan.discussion.map((d) => (
            <li key={d.question}>
              <Typography sx={{ fontWeight: 600 }}>{d.question}</Typography>
              <Typography>
                {copy.listenFor}: {d.listenFor}
              </Typography>
            </li>
          ))}
        </Box>
      </LabelledSection>
    </>
  );
}
