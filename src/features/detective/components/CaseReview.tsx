import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

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
}

/** After the game: the statements the player got wrong, why, and where to read up. */
export function CaseReview({ items }: CaseReviewProps) {
  return (
    <Box component="section" aria-labelledby="case-review-title">
      <Typography id="case-review-title" variant="h3" component="h3" sx={{ mb: 1 }}>
        Cases you missed
      </Typography>
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
    </Box>
  );
}
