import { Box, Button, Stack } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { BackLink } from '@/components/layout/BackLink';
import { LessonPager, type PagerTarget } from './LessonPager';

export interface ConceptNavProps {
  /** Back to the guide the concepts belong to. */
  back: PagerTarget;
  /** The concept before this one; omitted on the first. */
  previous?: PagerTarget;
  /** The concept after this one; omitted on the last. */
  next?: PagerTarget;
  /** Where to go after the last concept (logos → the categories). */
  onward?: PagerTarget;
}

/**
 * The way around the three pillars: previous and next concept, where to go
 * after the last one, and back to the beginner's guide.
 */
export function ConceptNav({ back, previous, next, onward }: ConceptNavProps) {
  return (
    <Stack spacing={3}>
      <LessonPager
        previous={previous}
        next={next}
        ariaLabel="Previous and next pillar"
        previousCaption="Previous pillar"
        nextCaption="Next pillar"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ ml: -1 }}>
          <BackLink to={back.to} label={back.label} />
        </Box>
        {onward && (
          <Button component={RouterLink} to={onward.to} variant="contained" color="warning" endIcon={<ArrowForwardIcon aria-hidden />}>
            {onward.label}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
