import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_URL } from '@/config/site';
import { printAs } from '@/theme/print';

/** One example of a lesson plan with its answer, as the page resolved it. */
export interface TeacherAnswerView {
  /** The example the teacher puts up. */
  prompt: string;
  /** "Sound" or "Fallacious". */
  verdict: string;
  /** The fallacy it commits (or whose sound twin it is), with the words to say so and its lesson's path. */
  fallacy: { label: string; to: string };
  /** Why: the reason worth saying aloud. */
  why: string;
}

export interface TeacherAnswersProps {
  /** The examples in the order the plan's steps number them. */
  answers: TeacherAnswerView[];
  /** Heading level of "Example n" (default h3). */
  headingLevel?: 'h3' | 'h4';
}

/**
 * The teacher's answers of a lesson plan: each example numbered as the steps call it, the example
 * itself as a quotation, then the verdict, the fallacy (linked to its lesson) and why. Not a quiz:
 * nothing is hidden, since this is the teacher's copy. On paper each example stays on one sheet and
 * the lesson's address is printed. Keyboard: the fallacy links are in the tab order. A screen reader
 * hears a numbered list of headings "Example 1", "Example 2", each with its quote and answer.
 */
export function TeacherAnswers({ answers, headingLevel = 'h3' }: TeacherAnswersProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
      {answers.map((answer, i) => (
        <li key={answer.prompt}>
          <Typography variant="h4" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 1 }}>
            Example {i + 1}
          </Typography>
          <Box
            component="blockquote"
            sx={{ m: 0, mb: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider', fontStyle: 'italic', '@media print': { borderColor: '#000 !important' } }}
          >
            <Typography sx={{ fontStyle: 'inherit' }}>{answer.prompt}</Typography>
          </Box>
          <Typography sx={{ mb: 0.5 }}>
            <Box component="strong">{answer.verdict}</Box>
            {': '}
            <Link component={RouterLink} to={answer.fallacy.to} underline="always">
              {answer.fallacy.label}
            </Link>
            <Box component="span" {...printAs('only')}>
              {' '}
              ({`${SITE_URL}${answer.fallacy.to}`})
            </Box>
          </Typography>
          <Typography>{answer.why}</Typography>
        </li>
      ))}
    </Box>
  );
}
