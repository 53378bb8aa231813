import { paths } from '@/config/paths';
import type { LessonPlan, PlanPage, PlanStep } from '../lessonPlans/types';
import type { LessonNotFoundCopy, ScreenCopy } from '../schema';

/** /teach/lessons: the lesson plans for teachers. */
export const lessonPlansScreen: ScreenCopy<string[]> = {
  meta: {
    title: 'Lesson plans: teach fallacies and reasoning in one period',
    description:
      'Three 55-minute lesson plans for secondary classes: logical fallacies and reasoning about evidence, with timings, links, the teacher’s answers and discussion questions.',
    path: paths.teachLessons,
  },
  eyebrow: 'For teachers',
  title: 'Lesson plans',
  tagline: 'Three periods, timed to the minute, answers included. You supply the class and the patience.',
  intro: [
    'Each plan fits one 55-minute lesson and runs from its own page: what pupils will learn, what to prepare, every step with its timing and the page it uses, the examples with their answers and why, and discussion questions with what to listen for. They are written for British secondary classrooms, and they print on A4 for the planning folder or a cover teacher.',
    'Every plan puts a fallacy beside its sound twin, because the aim is not a class that calls everything a fallacy. It is a class that can tell the difference.',
  ],
};

/** The line on the classroom feature, with its link. */
export const classroomLine = {
  before: 'Run it with a class code at ',
  link: '/teach',
  after:
    ': pupils join with the code and a nickname they make up, never their real names, and you see whether the class got better at judging arguments or merely more suspicious.',
};

/** The words of one plan's page, around its content. */
export const lessonPlanCopy = {
  eyebrow: (plan: Pick<LessonPlan, 'minutes' | 'suits'>) => `Lesson plan · ${plan.minutes} minutes · ${plan.suits}`,
  /** The card on the index: what it is for, how long, who it suits. */
  facts: (plan: Pick<LessonPlan, 'minutes' | 'suits'>) => `${plan.minutes} minutes · ${plan.suits}`,
  open: 'Open the plan',
  headings: {
    objectives: 'What pupils will learn',
    preparation: 'Before the lesson',
    steps: 'The lesson, minute by minute',
    discussion: 'Discussion questions',
    followUp: 'After the lesson',
    answers: 'The teacher’s answers',
  },
  stepsIntro: (minutes: number) => `${minutes} minutes in all. The examples the steps name by number are under “The teacher’s answers”.`,
  /** Printed at the top of the answers' own sheet. */
  answersFor: (title: string) => `For the lesson plan “${title}”`,
  answersIntro:
    'The examples the steps call 1, 2, 3, in order. Put each one up without its answer, let the class vote, then reveal. Each has one defensible answer; the reason is the part worth saying aloud.',
  listenFor: 'Listen for',
  grouping: { class: 'Whole class', pairs: 'In pairs', individual: 'On their own' } satisfies Record<PlanStep['grouping'], string>,
  verdict: { sound: 'Sound', fallacious: 'Fallacious' },
  /** A sound example's line: the fallacy it could be mistaken for. */
  twinOf: (fallacy: string) => `${fallacy}’s sound twin`,
  /** The words of a step's link to a site page. */
  pageNames: {
    check: 'The Discernment Check',
    checkPractice: 'Sound or fallacious? (practice round)',
    review: 'Review',
    fallacyGame: 'Fallacy identification game',
    detective: 'Logical Fallacy Detective',
    rhetoricAnalysis: 'Rhetoric Analysis Challenge',
    argument: 'Argument Construction',
    beginnersGuide: 'Beginner’s Guide to Persuasion',
  } satisfies Record<PlanPage, string>,
  fallacyLesson: (name: string) => `Lesson: ${name}`,
  backToPlans: 'All lesson plans',
  /** The plan's print button (the sheets: the plan, then the teacher's answers on their own). */
  print: 'Print this plan',
};

/** /teach/lessons/{id} for an id with no plan. */
export const lessonPlanNotFound: LessonNotFoundCopy = {
  meta: (id) => ({
    title: 'Lesson plan not found',
    description: `There is no lesson plan called "${id}". The three plans are listed on the lesson plans page.`,
  }),
  title: () => 'Lesson plan not found',
  message: (id) => `There is no lesson plan called "${id}". Perhaps it was renamed; the three that exist are one click away.`,
  action: { label: 'See the lesson plans', to: paths.teachLessons },
};
