import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths, SOCIAL_PROFILE_URL } from '@/config/paths';
import { COPYRIGHT_YEAR } from '@/config/site';
import { fonts } from '@/theme/tokens';

export interface FooterProps {
  /** The current path: technique and fallacy pages get a contextual back link. */
  pathname: string;
}

/** The contextual link back to Techniques or Fallacies. */
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

/** The site footer: Navigation, Play, Tools, Teachers, Connect and Legal groups, and the copyright line. */
export function Footer({ pathname }: FooterProps) {
  const back = contextualLink(pathname);
  return (
    <Box component="footer" sx={{ bgcolor: 'board.dark', color: 'chalk.main', py: 6, mt: 'auto' }}>
      <Container maxWidth="lg">
        {/* A CSS grid, not MUI's Grid: the footer is on every page, and this keeps Grid out of the first load. */}
        {/* Two groups to a row on a phone, three on a tablet: six groups one under another made the footer a page of its own. The name takes a row of its own until all seven fit. */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, auto)', lg: 'repeat(7, auto)' },
            justifyContent: { md: 'space-between' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <Typography sx={{ fontFamily: fonts.chalk, fontSize: 28 }}>Sophist</Typography>
            <Typography variant="body2" sx={{ color: 'chalk.muted', mt: 1, maxWidth: '30ch' }}>
              Arguing badly is a choice. So is learning not to.
            </Typography>
          </Box>
          <Box>
            <FooterGroup title="Navigation">
              <Item to={paths.beginnersGuide}>Beginner&apos;s Guide</Item>
              <Item to={paths.category('logical-fallacies')}>Logical Fallacies</Item>
              <Item to={paths.category('rhetorical-techniques')}>Rhetorical Techniques</Item>
              {back && <Item to={back.to}>{back.label}</Item>}
              <Item to={paths.examples}>Real-World Examples (soon)</Item>
              <Item to={paths.community}>Community (soon)</Item>
            </FooterGroup>
          </Box>
          <Box>
            <FooterGroup title="Play">
              <Item to={paths.detective}>Fallacy Detective</Item>
              <Item to={paths.fallacyGame}>Fallacy Identification</Item>
              <Item to={paths.rhetoricGame}>The Sophist Game</Item>
              <Item to={paths.argument}>Build an Argument</Item>
              <Item to={paths.rhetoricAnalysis}>Rhetoric Analysis</Item>
              <Item to={paths.progress}>Practise: your next step</Item>
            </FooterGroup>
          </Box>
          <Box>
            <FooterGroup title="Tools">
              <Item to={paths.parse}>Text Parser</Item>
              <Item to={paths.transcribe}>Transcription</Item>
            </FooterGroup>
          </Box>
          <Box>
            <FooterGroup title="Teachers">
              <Item to={paths.teachLessons}>Lesson plans</Item>
              <Item to={paths.teach}>Run a class</Item>
            </FooterGroup>
          </Box>
          <Box>
            <FooterGroup title="Connect">
              <Item to={paths.contact}>Say Hello</Item>
              <Item to={SOCIAL_PROFILE_URL} external>
                Sophist on Mastodon
              </Item>
            </FooterGroup>
          </Box>
          <Box>
            <FooterGroup title="Legal">
              <Item to={paths.privacy}>Privacy Policy</Item>
              <Item to={paths.terms}>Terms of Service</Item>
            </FooterGroup>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'chalk.muted', mt: 5 }}>
          © {COPYRIGHT_YEAR} Sophist. All fallacies reserved.
        </Typography>
      </Container>
    </Box>
  );
}
