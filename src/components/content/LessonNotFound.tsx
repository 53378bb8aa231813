import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface LessonNotFoundProps {
  /** The page's one h1, e.g. "Category Not Found" or "Technique not found: {id}". */
  title: string;
  /** A sentence or two in the persona's voice. */
  message: string;
  /** The way out. */
  action: { to: string; label: string };
}

/** What a lesson page shows for an id it does not know: a heading, a line of sympathy and a way back. */
export function LessonNotFound({ title, message, action }: LessonNotFoundProps) {
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 6, md: 10 }, maxWidth: 'lg', mx: 'auto' }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start', maxWidth: '60ch' }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', letterSpacing: 2 }}>
          Not found
        </Typography>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography>{message}</Typography>
        <Button variant="contained" component={RouterLink} to={action.to}>
          {action.label}
        </Button>
      </Stack>
    </Box>
  );
}
