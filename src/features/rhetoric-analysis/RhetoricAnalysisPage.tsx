import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { rootReducer } from '@/app/rootReducer';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/paths';
import { analysisArticles } from '@/content/games/analysisArticles';
import type { PageMeta } from '@/content/schema';
import { AnalysisArticleView } from './components/AnalysisArticleView';
import { ArticlePicker } from './components/ArticlePicker';
import { FoundCounter } from './components/FoundCounter';
import { SegmentDetailDialog } from './components/SegmentDetailDialog';
import {
  articleChosen,
  articleClosed,
  articleReset,
  rhetoricAnalysisSlice,
  segmentMarkedFound,
  segmentSelected,
  selectionCleared,
} from './rhetoricAnalysisSlice';

const injected = rhetoricAnalysisSlice.injectInto(rootReducer);
const a = injected.selectors;

const META: PageMeta = {
  title: 'Rhetoric Analysis Challenge: Find Every Technique',
  description:
    'Read an op-ed or an advert with its rhetorical techniques highlighted. Open each one, learn how it works on you, and mark it found.',
  path: paths.rhetoricAnalysis,
  keywords: ['rhetorical analysis', 'persuasive techniques', 'media literacy', 'rhetoric exercise'],
};

/** /games/rhetoric-analysis: the Rhetoric Analysis Challenge (games-spec §2). */
export default function RhetoricAnalysisPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(a.selectStatus);
  const article = useAppSelector(a.selectArticle);
  const found = useAppSelector(a.selectFound);
  const selectedIndex = useAppSelector(a.selectSelectedIndex);
  const selected = useAppSelector(a.selectSelectedSegment);
  useGamePractice('rhetoric-analysis', selected && article ? `${article.id}:${selectedIndex}` : null, { devices: selected ? [selected.technique] : [] });
  const foundByArticle = useAppSelector(a.selectFoundByArticle);
  const total = useAppSelector(a.selectTotal);

  // Opening an article or going back to the list moves focus to the new heading (not on first load).
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const view = status === 'reading' ? `reading:${article?.id ?? ''}` : 'choosing';
  const lastView = useRef(view);
  useEffect(() => {
    if (view === lastView.current) return;
    lastView.current = view;
    headingRef.current?.focus();
  }, [view]);

  return (
    <>
      <Seo meta={META} />
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1">Rhetoric Analysis Challenge</Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: 'text.secondary', maxWidth: '62ch' }}>
          Every highlighted phrase is a technique doing a job on you. Open each one, see how it works, and mark it
          found. Spoiler: the writer was not being subtle.
        </Typography>
      </Box>

      {status === 'choosing' || !article ? (
        <>
          <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h2" sx={{ mb: 2, outline: 'none' }}>
            Pick an article
          </Typography>
          <ArticlePicker
            articles={analysisArticles}
            foundByArticle={foundByArticle}
            onChoose={(chosen) => dispatch(articleChosen({ article: chosen }))}
          />
        </>
      ) : (
        <Stack spacing={3}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => dispatch(articleClosed())}>
              All articles
            </Button>
            {found.length > 0 && (
              <Button color="inherit" onClick={() => dispatch(articleReset())}>
                Start this article over
              </Button>
            )}
          </Box>
          <Box sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 1, bgcolor: 'background.default', py: 1.5 }}>
            <FoundCounter found={found.length} total={total} />
          </Box>
          <AnalysisArticleView
            article={article}
            found={found}
            onSelect={(index) => dispatch(segmentSelected({ index }))}
            headingRef={headingRef}
          />
        </Stack>
      )}

      <SegmentDetailDialog
        segment={selected}
        found={selectedIndex !== null && found.includes(selectedIndex)}
        onMarkFound={() => {
          if (selectedIndex === null) return;
          dispatch(segmentMarkedFound({ index: selectedIndex }));
          dispatch(selectionCleared());
        }}
        onClose={() => dispatch(selectionCleared())}
      />
    </>
  );
}
