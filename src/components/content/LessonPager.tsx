import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';

/** A page to go to and the words of its link. */
export interface PagerTarget {
  to: string;
  label: string;
}

export interface LessonPagerProps {
  /** The lesson before this one; omitted on the first. */
  previous?: PagerTarget;
  /** The lesson after this one; omitted on the last. */
  next?: PagerTarget;
  /** Names the navigation landmark; must differ from other navigation on the page. */
  ariaLabel?: string;
  /** Words over the previous and next titles. */
  previousCaption?: string;
  /** Words over the next title (default "Next"). */
  nextCaption?: string;
}

function PagerLink({ target, caption, direction }: { target: PagerTarget; caption: string; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next';
  return (
    <Button
      component={RouterLink}
      to={target.to}
      rel={isNext ? 'next' : 'prev'}
      variant="outlined"
      color="inherit"
      startIcon={isNext ? undefined : <ArrowBackIcon aria-hidden />}
      endIcon={isNext ? <ArrowForwardIcon aria-hidden /> : undefined}
      sx={{
        borderRadius: 3,
        py: 1.5,
        px: 2.5,
        justifyContent: isNext ? 'flex-end' : 'flex-start',
        textAlign: isNext ? 'right' : 'left',
        width: '100%',
        borderColor: 'divider',
      }}
    >
      <Box component="span" sx={{ display: 'block' }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {caption}
        </Typography>{' '}
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {target.label}
        </Typography>
      </Box>
    </Button>
  );
}

/** Previous and next through a series of lessons. Either side may be missing (first and last lesson). */
export function LessonPager({
  previous,
  next,
  ariaLabel = 'Previous and next lesson',
  previousCaption = 'Previous',
  nextCaption = 'Next',
}: LessonPagerProps) {
  if (!previous && !next) return null;
  return (
    <Box
      component="nav"
      aria-label={ariaLabel}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
    >
      <Box>{previous && <PagerLink target={previous} caption={previousCaption} direction="previous" />}</Box>
      <Box sx={{ gridColumn: { sm: 2 } }}>{next && <PagerLink target={next} caption={nextCaption} direction="next" />}</Box>
    </Box>
  );
}
