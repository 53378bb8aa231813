import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { pageNotFound } from '@/content/pages/notFound';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 6, maxWidth: '60ch' }}>
      <Seo meta={{ ...pageNotFound.meta, path: pathname }} />
      <Typography variant="overline" component="p">
        {pageNotFound.overline}
      </Typography>
      <Typography variant="h1">{pageNotFound.title}</Typography>
      <Typography>
        {pageNotFound.before}
        <code>{pathname}</code>
        {pageNotFound.after}
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
