import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { lazy, Suspense, use, useState, type ReactNode } from 'react';
import { Link as RouterLink, matchRoutes, useLocation } from 'react-router-dom';
import { routes } from '@/app/routes';
import { ArticleBody } from '@/components/content/ArticleBody';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { articleOutline } from '@/components/content/articleOutline';
import { ProtectedContent } from '@/components/content/ProtectedContent';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { DEFAULT_ARTICLE_DATE } from '@/config/site';
import { hasArticle, loadArticle, normalizeArticlePath, readingMinutes, type LoadedArticle } from '@/content/articles';

// The biography dialog (MUI's Modal and its transitions) loads when the reader first opens it.
const BiographyModal = lazy(() => import('@/components/content/BiographyModal').then((m) => ({ default: m.BiographyModal })));

/** The family an article belongs to, by path: its eyebrow and where "not found" sends you. */
function familyOf(path: string): { eyebrow: string; hub: { to: string; label: string } } {
  if (path.startsWith('/darkarts/')) return { eyebrow: 'The Dark Arts', hub: { to: paths.darkArts, label: 'Back to Dark Arts' } };
  if (path.startsWith('/ct/')) return { eyebrow: 'Critical Thinking Spotlight', hub: { to: paths.ct, label: 'Back to Critical Thinking' } };
  if (path === paths.privacy || path === paths.terms) return { eyebrow: 'Legal', hub: { to: paths.home, label: 'Back to Home' } };
  return { eyebrow: 'Tactical Hemorrhoid Corner', hub: { to: paths.corner, label: 'Back to the Corner' } };
}

/** Articles whose ending is a step forward rather than a step back (site-spec §2.7). */
const closingActions: Record<string, ReactNode> = {
  [paths.cutTheCrap]: (
    <Button variant="contained" color="warning" size="large" component={RouterLink} to={paths.cutTheCrap2} endIcon={<ArrowForwardIcon />}>
      Upgrade to Cut the Crap 2.0
    </Button>
  ),
  [paths.cutTheCrap2]: (
    <Button variant="contained" color="warning" size="large" component={RouterLink} to={paths.corner}>
      Back to the Tactical Hemorrhoid Corner
    </Button>
  ),
};

/** The essay whose content cannot be copied, and whose subject's name opens his biography (site-spec §2.8). */
const PROTECTED = '/ct/bonhoeffer-theory';

function ArticleNotFound({ path }: { path: string }) {
  const { hub } = familyOf(path);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Box sx={{ maxWidth: '60ch' }}>
        <Seo meta={{ title: 'Article Not Found', description: 'There is no article at this address. We looked, twice.', path }} />
        <Typography variant="overline" component="p">
          No such article
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Article Not Found
        </Typography>
        <Typography sx={{ mb: 3 }}>
          There is nothing at <code>{path}</code>. Either the link was wrong or the article was never written, and I refuse to
          invent one just to make the URL feel better. That would be a lot like the things this site warns you about.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" component={RouterLink} to={hub.to}>
            {hub.label}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.home}>
            Home
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}

function BiographyButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Box
      component="button"
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      title={`Who was ${name}?`}
      sx={{
        font: 'inherit',
        color: 'inherit',
        fontWeight: 700,
        p: 0,
        m: 0,
        border: 0,
        background: 'none',
        cursor: 'pointer',
        textDecoration: 'underline',
        textDecorationStyle: 'dotted',
        textDecorationColor: (t) => t.vars?.palette.warning.main ?? t.palette.warning.main,
        textDecorationThickness: 2,
        textUnderlineOffset: 4,
        borderRadius: 1,
        '&:hover': { color: 'warning.main' },
      }}
    >
      {name}
    </Box>
  );
}

function LoadedArticlePage({ loaded, path }: { loaded: LoadedArticle; path: string }) {
  const { article, biography } = loaded;
  const [bioOpen, setBioOpen] = useState(false);
  const [bioWanted, setBioWanted] = useState(false);
  const openBio = () => {
    setBioWanted(true);
    setBioOpen(true);
  };
  const framed = !matchRoutes(routes, path)?.[0]?.route.fullBleed;
  const datePublished = article.datePublished ?? DEFAULT_ARTICLE_DATE;
  const dateModified = article.dateModified ?? datePublished;
  const body = (
    <ArticleBody
      blocks={article.blocks}
      inlineAction={
        biography ? { phrase: biography.name, render: (name) => <BiographyButton name={name} onOpen={openBio} /> } : undefined
      }
    />
  );
  const layout = (
    <ArticleLayout
      title={article.title}
      subtitle={article.subtitle}
      eyebrow={familyOf(article.path).eyebrow}
      datePublished={datePublished}
      dateModified={dateModified}
      readingMinutes={readingMinutes(article.blocks)}
      back={article.back}
      outline={articleOutline(article.blocks)}
      actions={closingActions[article.path]}
      framed={framed}
    >
      {body}
    </ArticleLayout>
  );
  return (
    <>
      <Seo
        meta={{
          title: article.title,
          description: article.description,
          path: article.path,
          type: 'article',
          datePublished,
          dateModified,
          keywords: article.keywords,
        }}
      />
      {article.path === PROTECTED ? <ProtectedContent>{layout}</ProtectedContent> : layout}
      {biography && bioWanted && (
        <Suspense fallback={null}>
          <BiographyModal
            open={bioOpen}
            onClose={() => setBioOpen(false)}
            name={biography.name}
            lifespan={biography.lifespan}
            paragraphs={biography.paragraphs}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Serves every article by its pathname (dark arts, essays, the Corner, both methods, legal).
 * The article's text arrives in its own chunk; the prerender waits for it, so the HTML is complete.
 */
export default function ArticlePage() {
  const path = normalizeArticlePath(useLocation().pathname);
  const loaded = hasArticle(path) ? use(loadArticle(path)) : undefined;
  if (!loaded) return <ArticleNotFound path={path} />;
  return <LoadedArticlePage key={path} loaded={loaded} path={path} />;
}
