import { Box, Paper, Typography } from '@mui/material';
import { memo, useMemo, type Ref } from 'react';
import type { AnalysisArticle } from '@/content/games/types';
import { articleParagraphs, articlePieces } from '../logic';
import { SegmentButton } from './SegmentButton';

export interface AnalysisArticleViewProps {
  /** The article: its title, text and the segments to find. */
  article: AnalysisArticle;
  /** Indexes of the segments already found. */
  found: ReadonlyArray<number>;
  /** Indexes of the segments guessed wrong in the challenge. */
  missed?: ReadonlyArray<number>;
  /** A highlighted segment was activated. */
  onSelect: (index: number) => void;
  /** The article's heading, so the page can move focus to it when the article opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const NONE: ReadonlyArray<number> = [];

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The article with every technique highlighted as a button; found ones are green with a tick.
 * Memoised (give it a stable `onSelect`): opening a segment's dialog renders none of the article,
 * marking one found renders that segment only.
 */
export const AnalysisArticleView = memo(function AnalysisArticleView({ article, found, missed = NONE, onSelect, headingRef }: AnalysisArticleViewProps) {
  const paragraphs = useMemo(() => articleParagraphs(articlePieces(article.fullText, article.segments)), [article]);
  return (
    <Paper component="article" variant="outlined" aria-labelledby="analysis-article-title" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id="analysis-article-title" ref={headingRef} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
        {article.title}
      </Typography>
      {(article.source || article.date) && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {article.source}
          {article.source && article.date && ' · '}
          {article.date && <time dateTime={article.date}>{formatDate(article.date)}</time>}
        </Typography>
      )}
      <Box sx={{ mt: 3, '& p': { fontSize: '1.125rem', lineHeight: 2, mb: 2, maxWidth: '72ch' } }}>
        {paragraphs.map((paragraph, p) => (
          <Typography key={p} component="p">
            {paragraph.map((piece, i) =>
              piece.kind === 'segment' ? (
                <SegmentButton key={i} text={piece.text} found={found.includes(piece.index)} missed={missed.includes(piece.index)} index={piece.index} onActivate={onSelect} />
              ) : (
                <span key={i}>{piece.text}</span>
              ),
            )}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
});
