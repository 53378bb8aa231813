import { Box, Paper, Typography } from '@mui/material';
import { memo, useMemo, type Ref } from 'react';
import type { AnalysisArticle } from '@/content/games/types';
import { articleParagraphs, articlePieces, type ArticlePiece } from '../logic';
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
      <Box sx={TEXT_SX}>
        {paragraphs.map((paragraph, p) => (
          <Paragraph key={p} pieces={paragraph} states={segmentStates(paragraph, found, missed)} onSelect={onSelect} />
        ))}
      </Box>
    </Paper>
  );
});

const TEXT_SX = { mt: 3, '& p': { fontSize: '1.125rem', lineHeight: 2, mb: 2, maxWidth: '72ch' } } as const;

/** Each segment's state in a paragraph, one letter each (found, missed, open): a key that changes only with them. */
function segmentStates(pieces: ReadonlyArray<ArticlePiece>, found: ReadonlyArray<number>, missed: ReadonlyArray<number>): string {
  return pieces.map((piece) => (piece.kind !== 'segment' ? '' : found.includes(piece.index) ? 'f' : missed.includes(piece.index) ? 'm' : 'o')).join('');
}

/** One paragraph of the article. Memoised on its segments' states: a mark renders its own paragraph only. */
const Paragraph = memo(function Paragraph({ pieces, states, onSelect }: { pieces: ReadonlyArray<ArticlePiece>; states: string; onSelect: (index: number) => void }) {
  let n = 0;
  return (
    <Typography component="p">
      {pieces.map((piece, i) => {
        if (piece.kind !== 'segment') return <span key={i}>{piece.text}</span>;
        const state = states[n++];
        return <SegmentButton key={i} text={piece.text} found={state === 'f'} missed={state === 'm'} index={piece.index} onActivate={onSelect} />;
      })}
    </Typography>
  );
});
