import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths, SOCIAL_PROFILE_URL } from '@/config/paths';
import { COPYRIGHT_YEAR } from '@/config/site';

export interface FooterProps {
  /** The current path: technique and fallacy pages get a contextual back link. */
  pathname: string;
}

/** Site-spec §2.2: the contextual link back to Techniques or Fallacies. */
export function contextualLink(pathname: string): { label: string; to: string } | null {
  if (/^\/(techniques?)\//.test(pathname)) return { label: 'Back to Techniques', to: paths.category('rhetorical-techniques') };
  if (/^\/(fallacies|fallacy)\//.test(pathname)) return { label: 'Back to Fallacies', to: paths.category('logical-fallacies') };
  return null;
}

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="overline" sx={{ color: 'chalk.muted', letterSpacing: 2 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

function Item({ to, children, external = false }: { to: string; children: React.ReactNode; external?: boolean }) {
  return (
    <li>
      {external ? (
        <Link href={to} rel="me noopener" target="_blank" color="inherit">
          {children}
        </Link>
      ) : (
        <Link component={RouterLink} to={to} color="inherit">
          {children}
        </Link>
      )}
    </li>
  );
}

/** The site footer: Navigation, Connect and Legal groups, and the copyright line. */
export function Footer({ pathname }: FooterProps) {
  const back = contextualLink(pathname);
  return (
    <Box component="footer" sx={{ bgcolor: 'board.dark', color: 'chalk.main', py: 6, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography sx={{ fontFamily: '"Patrick Hand", cursive', fontSize: 28 }}>Sophist</Typography>
            <Typography variant="body2" sx={{ color: 'chalk.muted', mt: 1, maxWidth: '30ch' }}>
              Arguing badly is a choice. So is learning not to.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <FooterGroup title="Navigation">
              <Item to={paths.beginnersGuide}>Beginner&apos;s Guide</Item>
              <Item to={paths.category('logical-fallacies')}>Logical Fallacies</Item>
              <Item to={paths.category('rhetorical-techniques')}>Rhetorical Techniques</Item>
              {back && <Item to={back.to}>{back.label}</Item>}
              <Item to={paths.examples}>Real-World Examples (soon)</Item>
              <Item to={paths.community}>Community (soon)</Item>
            </FooterGroup>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <FooterGroup title="Connect">
              <Item to={paths.contact}>Say Hello</Item>
              <Item to={SOCIAL_PROFILE_URL} external>
                Sophist on Mastodon
              </Item>
            </FooterGroup>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <FooterGroup title="Legal">
              <Item to={paths.privacy}>Privacy Policy</Item>
              <Item to={paths.terms}>Terms of Service</Item>
            </FooterGroup>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ color: 'chalk.muted', mt: 5 }}>
          © {COPYRIGHT_YEAR} Sophist. All fallacies reserved.
        </Typography>
      </Container>
    </Box>
  );
}
