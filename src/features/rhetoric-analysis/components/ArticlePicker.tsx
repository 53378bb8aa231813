import { Button, Typography } from '@mui/material';
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
      <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {articles.map((article) => {
          const current = article.id === currentId;
          return (
            <li key={article.id}>
              <Button
                component={RouterLink}
                to={hrefFor(article)}
                variant={current ? 'contained' : 'outlined'}
                aria-current={current ? 'page' : undefined}
                sx={{ textAlign: 'left', flexDirection: 'column', alignItems: 'flex-start', textTransform: 'none' }}
              >
                <span>{article.title}</span>
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
