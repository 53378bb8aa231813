import { Box, Button, Typography } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnalysisArticle } from '@/content/games/types';
import { foundLabel } from '../logic';

export interface ArticlePickerProps {
  /** The articles to choose from, each a link with its progress. */
  articles: ReadonlyArray<AnalysisArticle>;
  /** The article on screen. */
  currentId: string;
  /** Found segment indexes per article id. */
  foundByArticle: Record<string, readonly number[]>;
  /** The address that opens an article (its id in the query, so a link can name it). */
  hrefFor: (article: AnalysisArticle) => string;
}

const LIST_SX = { listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, '& > li': { maxWidth: '100%' } } as const;
// On a phone one line each (the title ends in an ellipsis; its link says it all), so the article
// itself starts on the first screen.
const LINK_SX = { textAlign: 'left', flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', maxWidth: '100%', py: { xs: 0.5, sm: 0.75 } } as const;
const TITLE_SX = { maxWidth: '100%', overflow: { xs: 'hidden', sm: 'visible' }, textOverflow: 'ellipsis', whiteSpace: { xs: 'nowrap', sm: 'normal' } } as const;

/**
 * The switch between articles: one link each, with how far the learner got; the open one is marked
 * current. Each link is memoised: a mark renders the open article's link only.
 */
export function ArticlePicker({ articles, currentId, foundByArticle, hrefFor }: ArticlePickerProps) {
  return (
    <nav aria-label="Articles to analyse">
      <Typography component="ul" sx={LIST_SX}>
        {articles.map((article) => (
          <ArticleLink
            key={article.id}
            title={article.title}
            href={hrefFor(article)}
            current={article.id === currentId}
            progress={foundLabel(foundByArticle[article.id]?.length ?? 0, article.segments.length)}
          />
        ))}
      </Typography>
    </nav>
  );
}

const ArticleLink = memo(function ArticleLink({ title, href, current, progress }: { title: string; href: string; current: boolean; progress: string }) {
  return (
    <li>
      <Button component={RouterLink} to={href} variant={current ? 'contained' : 'outlined'} aria-current={current ? 'page' : undefined} sx={LINK_SX}>
        <Box component="span" sx={TITLE_SX}>
          {title}
        </Box>
        <Typography component="span" variant="body2">
          {progress}
        </Typography>
      </Button>
    </li>
  );
});
