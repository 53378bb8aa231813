import { Box, Button, Typography } from '@mui/material';
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

/** The switch between articles: one link each, with how far the learner got; the open one is marked current. */
export function ArticlePicker({ articles, currentId, foundByArticle, hrefFor }: ArticlePickerProps) {
  return (
    <nav aria-label="Articles to analyse">
      <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, '& > li': { maxWidth: '100%' } }}>
        {articles.map((article) => {
          const current = article.id === currentId;
          return (
            <li key={article.id}>
              <Button
                component={RouterLink}
                to={hrefFor(article)}
                variant={current ? 'contained' : 'outlined'}
                aria-current={current ? 'page' : undefined}
                // On a phone one line each (the title ends in an ellipsis; its link says it all),
                // so the article itself starts on the first screen.
                sx={{ textAlign: 'left', flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none', maxWidth: '100%', py: { xs: 0.5, sm: 0.75 } }}
              >
                <Box component="span" sx={{ maxWidth: '100%', overflow: { xs: 'hidden', sm: 'visible' }, textOverflow: 'ellipsis', whiteSpace: { xs: 'nowrap', sm: 'normal' } }}>
                  {article.title}
                </Box>
                <Typography component="span" variant="body2">
                  {foundLabel(foundByArticle[article.id]?.length ?? 0, article.segments.length)}
                </Typography>
              </Button>
            </li>
          );
        })}
      </Typography>
    </nav>
  );
}
