import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { discernmentPairs, type DiscernmentItem, type MinimalPair } from '@/content/discernment';
import { ITEM_REVIEW_SHUT, ITEM_REVIEW_TITLE, itemOutcome, itemReviewGone, itemReviewIntro, itemReviewToggle, itemVerdict } from '@/content/pages/itemReview';
import { RATING_LABELS, whyBody, type CheckAnswer } from '@/lib/discernment/check';
import { buildItemReview, type ItemReviewEntry } from '@/lib/discernment/itemReview';
import { fallacyName, lessonHref } from '../fallacyNames';

export interface ItemReviewProps {
  /** The check's answers, in the order given. */
  answers: ReadonlyArray<CheckAnswer>;
  /** True once the cycle's last check is done (itemReviewOpen); before that only the reason it is shut is shown. */
  open: boolean;
  /** Heading level of the section's title. */
  headingLevel?: 'h2' | 'h3';
  /** The bank to find each item and its twin in (the shipped one unless a story gives another). */
  pairs?: ReadonlyArray<MinimalPair>;
}

/** One side of a pair: what it says, what it was, and why. */
function Side({ label, item, fallacy }: { label: string; item: DiscernmentItem; fallacy: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography component="blockquote" sx={{ m: 0, mb: 1.5, fontStyle: 'italic' }}>
        {item.text}
      </Typography>
      <Typography>
        <strong>{itemVerdict(item.verdict, fallacy)}</strong> {whyBody(item.why)}
      </Typography>
    </Paper>
  );
}

function Entry({ entry }: { entry: ItemReviewEntry }) {
  const fallacy = fallacyName(entry.fallacyId);
  return (
    <Box component="li" data-right={entry.right} data-item={entry.item.id}>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        {`Argument ${entry.position}. You rated it "${RATING_LABELS[entry.rating - 1]}": ${itemOutcome(entry.item.verdict, entry.right).toLowerCase()}.`}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <Side label="On your check" item={entry.item} fallacy={fallacy} />
        <Side label="Its twin, on the other form" item={entry.twin} fallacy={fallacy} />
      </Stack>
      <Link component={RouterLink} to={lessonHref(entry.fallacyId)} underline="always">
        {`Read the ${fallacy} lesson`}
      </Link>
    </Box>
  );
}

/**
 * The check's item-by-item review: every argument with the learner's rating, what it was and why,
 * its twin beside it and the lesson. Offered only after the cycle's last check; before it, says why not.
 */
export function ItemReview({ answers, open, headingLevel = 'h2', pairs = discernmentPairs }: ItemReviewProps) {
  const [shown, setShown] = useState(false);
  const review = useMemo(() => buildItemReview(answers, pairs), [answers, pairs]);
  const wrong = review.entries.filter((e) => !e.right).length;
  return (
    <LabelledSection id="item-review" title={ITEM_REVIEW_TITLE} headingLevel={headingLevel} headingVariant="h4" gap={1.5}>
      {!open ? (
        <Typography sx={{ maxWidth: '65ch' }} data-testid="item-review-shut">
          {ITEM_REVIEW_SHUT}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <Typography sx={{ maxWidth: '65ch' }}>{itemReviewIntro(wrong, review.entries.length)}</Typography>
          {review.gone > 0 && <Typography sx={{ maxWidth: '65ch' }}>{itemReviewGone(review.gone)}</Typography>}
          <Box>
            <Button variant="outlined" aria-expanded={shown} aria-controls="item-review-list" onClick={() => setShown((s) => !s)}>
              {itemReviewToggle(shown, review.entries.length)}
            </Button>
          </Box>
          {shown && (
            <Box component="ol" id="item-review-list" aria-label="Every argument of this check, each with its twin" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
              {review.entries.map((e) => (
                <Entry key={e.item.id} entry={e} />
              ))}
            </Box>
          )}
        </Stack>
      )}
    </LabelledSection>
  );
}
