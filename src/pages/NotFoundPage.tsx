import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 6, maxWidth: '60ch' }}>
      <Seo meta={{ title: 'Page Not Found', description: 'This page does not exist. Unlike most claims on the internet, we checked.', path: pathname }} />
      <Typography variant="overline" component="p">
        404
      </Typography>
      <Typography variant="h1">Page Not Found</Typography>
      <Typography>
        You followed a link to <code>{pathname}</code> and found nothing. That is what we call an argument from absence: the
        page is not here, so it does not exist. For once, the reasoning holds.
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Back to Home
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.categories}>
          Browse Categories
        </Button>
      </Stack>
    </Stack>
  );
}
