import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { lazy, Suspense, use, useState } from 'react';
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
import { articleFamilies, articleNotFound, familyOfMissing } from '@/content/articles/families';
import type { Article } from '@/content/schema';

// The biography dialog (MUI's Modal and its transitions) loads when the reader first opens it.
const BiographyModal = lazy(() => import('@/components/content/BiographyModal').then((m) => ({ default: m.BiographyModal })));

function ArticleNotFound({ path }: { path: string }) {
  const { hub } = familyOfMissing(path);
  const copy = articleNotFound;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <Box sx={{ maxWidth: '60ch' }}>
        <Seo meta={{ ...copy.meta, path }} />
        <Typography variant="overline" component="p">
          {copy.overline}
        </Typography>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {copy.title}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {copy.before}
          <code>{path}</code>
          {copy.after}
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

/** The step forward some articles end with (the first method points on to the second). */
function ClosingAction({ action }: { action: NonNullable<Article['closingAction']> }) {
  return (
    <Button
      variant="contained"
      color="warning"
      size="large"
      component={RouterLink}
      to={action.to}
      endIcon={action.forward ? <ArrowForwardIcon /> : undefined}
    >
      {action.label}
    </Button>
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
      eyebrow={articleFamilies[article.family].eyebrow}
      datePublished={datePublished}
      dateModified={dateModified}
      readingMinutes={readingMinutes(article.blocks)}
      back={article.back}
      outline={articleOutline(article.blocks)}
      actions={article.closingAction && <ClosingAction action={article.closingAction} />}
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
      {article.protected ? <ProtectedContent>{layout}</ProtectedContent> : layout}
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
