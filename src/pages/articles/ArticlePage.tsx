import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { use } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ArticleBody } from '@/components/content/ArticleBody';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { FurtherReading } from '@/components/content/FurtherReading';
import { articleReading } from '@/content/sources';
import { articleOutline } from '@/components/content/articleOutline';
import { ProtectedContent } from '@/components/content/ProtectedContent';
import { Island } from '@/components/islands/Island';
import { usePageFramed } from '@/components/layout/pageFrame';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { DEFAULT_ARTICLE_DATE } from '@/config/site';
import { hasArticle, loadArticle, normalizeArticlePath, readingMinutes, type LoadedArticle } from '@/content/articles';
import { BiographyButton } from './BiographyButton';
import { articleFamilies, articleNotFound, familyOfMissing } from '@/content/articles/families';
import type { Article } from '@/content/schema';


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

function LoadedArticlePage({ loaded }: { loaded: LoadedArticle }) {
  const { article, biography } = loaded;
  const framed = usePageFramed();
  const datePublished = article.datePublished ?? DEFAULT_ARTICLE_DATE;
  const dateModified = article.dateModified ?? datePublished;
  const body = (
    <ArticleBody
      blocks={article.blocks}
      quote={{ pageTitle: article.title, path: article.path }}
      inlineAction={
        biography
          ? { phrase: biography.name, render: (phrase) => <Island inline name="biography" component={BiographyButton} props={{ phrase, biography }} /> }
          : undefined
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
      path={article.path}
      back={article.back}
      outline={articleOutline(article.blocks)}
      actions={article.closingAction && <ClosingAction action={article.closingAction} />}
      framed={framed}
    >
      {body}
      <FurtherReading items={articleReading(article.path)} />
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
  return <LoadedArticlePage key={path} loaded={loaded} />;
}
