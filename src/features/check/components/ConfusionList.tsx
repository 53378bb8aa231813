import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Confusion } from '@/lib/discernment/check';
import { fallacyName, lessonHref } from '../fallacyNames';

export interface ConfusionListProps {
  /** The fallacies the learner mixed up, each with what it was taken for and how often. */
  confusions: ReadonlyArray<Confusion>;
  /** "Which fallacy?": named right, out of the fallacious items the learner named. */
  naming: { correct: number; answered: number };
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** Which fallacies were taken for which, scored apart from telling sound from fallacious. */
export function ConfusionList({ confusions, naming }: ConfusionListProps) {
  if (naming.answered === 0) {
    return <Typography>You did not name any fallacies this time. Naming them is optional and scored on its own.</Typography>;
  }
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{`You named ${naming.correct} of ${naming.answered} correctly.`}</Typography>
      {confusions.length === 0 ? (
        <Typography>No mix-ups: every fallacy you named, you named right.</Typography>
      ) : (
        <Box component="ul" aria-label="Fallacies you mixed up" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
          {confusions.map((c) => (
            <li key={`${c.actual}>${c.chosen}`}>
              {`You took ${fallacyName(c.actual)} for ${fallacyName(c.chosen)} ${times(c.count)}. `}
              <Link component={RouterLink} to={lessonHref(c.actual)} underline="always">
                {`Read about ${fallacyName(c.actual)}`}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
