import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { AnalysisArticle } from '@/content/games/types';
import { foundLabel } from '../logic';

export interface ArticlePickerProps {
  /** The articles to choose from, each a card with its progress. */
  articles: ReadonlyArray<AnalysisArticle>;
  /** Found segment indexes per article id. */
  foundByArticle: Record<string, readonly number[]>;
  /** Called with the chosen article. */
  onChoose: (article: AnalysisArticle) => void;
}

/** The articles on offer, with how far the learner got in each. */
export function ArticlePicker({ articles, foundByArticle, onChoose }: ArticlePickerProps) {
  return (
    <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {articles.map((article) => {
        const found = foundByArticle[article.id]?.length ?? 0;
        const total = article.segments.length;
        return (
          <li key={article.id}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h5" component="h2">
                  {article.title}
                </Typography>
                {article.source && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {article.source}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
                  {foundLabel(found, total)}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="contained"
                  onClick={() => onChoose(article)}
                  aria-label={`${found > 0 ? 'Continue' : 'Analyse this'}: ${article.title}`}
                >
                  {found > 0 ? 'Continue' : 'Analyse this'}
                </Button>
              </CardActions>
            </Card>
          </li>
        );
      })}
    </Typography>
  );
}
