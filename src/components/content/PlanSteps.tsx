import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_URL } from '@/config/site';
import { printAs } from '@/theme/print';

/** One timed step of a lesson plan, as the page resolved it (its link already a path and words). */
export interface PlanStepView {
  /** The step's length in minutes. */
  minutes: number;
  /** The step's heading. */
  title: string;
  /** Who works: "Whole class", "In pairs", "On their own". */
  grouping: string;
  /** What the teacher does and says, in order. */
  what: string[];
  /** The site page the step uses: its path and the link's words. */
  link?: { to: string; label: string };
}

export interface PlanStepsProps {
  /** The steps in teaching order; their minutes make the running clock. */
  steps: PlanStepView[];
  /** Heading level of each step's title, under the section's heading (default h3). */
  headingLevel?: 'h3' | 'h4';
}

/** Each step's start and end minute, from the minutes before it. */
export function runningClock(steps: Pick<PlanStepView, 'minutes'>[]): { from: number; to: number }[] {
  let at = 0;
  return steps.map(({ minutes }) => ({ from: at, to: (at += minutes) }));
}

/**
 * The timed steps of a lesson plan: an ordered list, each step with its minutes on the lesson's clock
 * ("Minutes 0–3"), who works, what the teacher does and the page it opens. On paper a step is never
 * split across sheets and its link prints its full address, since paper cannot be clicked. Use it for
 * a plan's running order only (not for a lesson's own sections). Keyboard: the links are in the tab
 * order. A screen reader hears a numbered list whose items each start with the step's heading.
 */
export function PlanSteps({ steps, headingLevel = 'h3' }: PlanStepsProps) {
  const clock = runningClock(steps);
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step.title}
          sx={{ pl: 2, borderLeft: 3, borderColor: 'warning.main', '@media print': { borderColor: '#000 !important' } }}
        >
          <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 1.5, lineHeight: 1.6 }}>
            Minutes {clock[i]!.from}–{clock[i]!.to} · {step.grouping}
          </Typography>
          <Typography variant="h4" component={headingLevel} sx={{ fontSize: '1.2rem', mb: 1 }}>
            {step.title}
          </Typography>
          {step.what.map((line) => (
            <Typography key={line} sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
          {step.link && (
            <Typography sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={step.link.to}>
                {step.link.label}
              </Link>
              <Box component="span" {...printAs('only')} sx={{ fontWeight: 400 }}>
                {' '}
                ({`${SITE_URL}${step.link.to}`})
              </Box>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
