import { Link, List, ListItem, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LabelledSection } from '@/components/layout/LabelledSection';

export interface CaseReviewItem {
  id: string;
  statement: string;
  /** The player's answer's name; null for a timeout. */
  chosenName: string | null;
  answerName: string;
  /** What the lesson calls it, when that differs from `answerName`. */
  lessonName?: string;
  explanation: string | null;
  lessonHref: string | null;
}

export interface CaseReviewProps {
  /** The statements answered wrongly: each with the right fallacy, why, and its lesson. */
  items: CaseReviewItem[];
  /** The list's heading, in the game's own words ("Cases you missed" in the Detective). */
  title?: string;
}

/**
 * After a game: the statements the player got wrong, what each really was, why, and the lesson
 * to read. Used by the Detective and fallacy identification under their end panels; not during
 * play (the verdict explains each answer there). A screen reader hears a section named by its
 * heading, then one list item per statement: the statement, the answers, why, and the link.
 */
export function CaseReview({ items, title = 'Cases you missed' }: CaseReviewProps) {
  const titleId = useId();
  return (
    <LabelledSection id={titleId} title={title} headingLevel="h3" gap={1}>
      {items.length === 0 ? (
        <Typography>None. Not one. Either you know your fallacies or you are a fallacy. Both are impressive.</Typography>
      ) : (
        <List sx={{ p: 0 }}>
          {items.map((item) => (
            <ListItem key={item.id} sx={{ display: 'block', px: 0, py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
              <Typography sx={{ fontStyle: 'italic' }}>&ldquo;{item.statement}&rdquo;</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {item.chosenName ? `You said ${item.chosenName}; it was ${item.answerName}` : `Time ran out; it was ${item.answerName}`}
                {item.lessonName && item.lessonName !== item.answerName ? ` (the lesson calls it ${item.lessonName}).` : '.'}
              </Typography>
              {item.explanation && <Typography variant="body2">{item.explanation}</Typography>}
              {item.lessonHref && (
                <Link component={RouterLink} to={item.lessonHref} variant="body2" sx={{ fontWeight: 600 }}>
                  Read the {item.lessonName ?? item.answerName} lesson
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </LabelledSection>
  );
}
