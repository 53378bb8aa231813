import { Box, Button, Stack, Typography } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useGamePractice } from '@/lib/review/useGamePractice';
import { Seo } from '@/components/layout/Seo';
import { analysisArticles } from '@/content/games/analysisArticles';
import type { AnalysisArticle } from '@/content/games/types';
import { rhetoricAnalysisScreen } from '@/content/pages/rhetoricAnalysis';
import { useHydrated } from '@/lib/useHydrated';
import { useIdle } from '@/lib/whenIdle';
import { AnalysisArticleView } from './components/AnalysisArticleView';
import { ArticlePicker } from './components/ArticlePicker';
import { FoundCounter } from './components/FoundCounter';
import { SegmentButton } from './components/SegmentButton';
import { SegmentDetailDialog } from './components/SegmentDetailDialog';
import { ChallengeSwitch } from './components/ChallengeSwitch';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { ResumeOffer } from '@/components/game/ResumeOffer';
import { focusHeadingInView } from '@/lib/focusMainHeading';
import { rhetoricAnalysisActions, rhetoricAnalysisSelectors, type RhetoricAnalysisPlace } from './rhetoricAnalysisSlice';
import { challengeSetting, rhetoricAnalysisGuesses, rhetoricAnalysisPlace } from './storage';
import { foundLabel, segmentGuessOptions } from './logic';
import { deferredPart } from '@/lib/deferredPart';

/** Guess first's dialog is off by default: its code loads when idle, or at once when a guess opens it (issue 36). */
const GuessDialog = deferredPart(
  () => import('./components/GuessDialog').then((m) => m.GuessDialog),
  (props) => props.segment !== null,
);

const NONE_FOUND: readonly number[] = [];
const NO_OPTIONS: readonly string[] = [];
const WARM_UP_OPTIONS: readonly string[] = ['', ' ', '  '];

/** The query parameter that names the article on screen. */
const ARTICLE_PARAM = 'article';
const articleHref = (article: AnalysisArticle) => `?${ARTICLE_PARAM}=${encodeURIComponent(article.id)}`;

/** The article an address names, else the first. */
function articleFor(id: string | null): AnalysisArticle {
  return analysisArticles.find((article) => article.id === id) ?? analysisArticles[0]!;
}

/** What a kept place has found ("Found 3 / 12 techniques in “Title”; …"), articles still on the site only. */
function placeSummary(place: RhetoricAnalysisPlace): string {
  const parts = analysisArticles.flatMap((article) => {
    const count = place.found[article.id]?.filter((i) => i < article.segments.length).length ?? 0;
    return count > 0 ? [`${foundLabel(count, article.segments.length)} in “${article.title}”`] : [];
  });
  return `${parts.join('; ')}.`;
}

/**
 * /games/rhetoric-analysis: the Rhetoric Analysis Challenge. It opens on an
 * article (the first, or the one the address names), with a switch to the others.
 */
const noop = () => {};

/**
 * The opened segment's dialog. It alone follows which segment is open, so opening one re-renders
 * the dialog and nothing else on the page. From the first idle moment it stays mounted while
 * closed (hidden), so an open only shows it instead of building it in the frame that answers the
 * click.
 */
const OpenSegment = memo(function OpenSegment({ article, found }: { article: AnalysisArticle; found: readonly number[] }) {
  const articleId = article.id;
  const dispatch = useAppDispatch();
  const selectedIndex = useAppSelector(rhetoricAnalysisSelectors.selectSelectedIndex);
  const selected = useAppSelector(rhetoricAnalysisSelectors.selectSelectedSegment);
  const challenge = useAppSelector(rhetoricAnalysisSelectors.selectChallenge);
  const guesses = useAppSelector(rhetoricAnalysisSelectors.selectGuesses);
  useGamePractice('rhetoric-analysis', selected ? `${articleId}:${selectedIndex}` : null, { devices: selected ? [selected.technique] : [] });
  const keepMounted = useIdle();
  // Only Guess first offers options (dealing them is a few milliseconds of an open at 4x CPU).
  const options = useMemo(
    () => (!challenge || selectedIndex === null ? NO_OPTIONS : segmentGuessOptions(article, selectedIndex)),
    [challenge, article, selectedIndex],
  );
  const guess = useEventCallback((technique: string) => {
    if (selectedIndex !== null) dispatch(rhetoricAnalysisActions.segmentGuessed({ index: selectedIndex, technique }));
  });
  // Stable, so opening and closing the dialog leave its buttons alone (Modal memoises its content).
  const markFound = useEventCallback(() => {
    if (selectedIndex === null) return;
    dispatch(rhetoricAnalysisActions.segmentMarkedFound({ index: selectedIndex }));
    dispatch(rhetoricAnalysisActions.selectionCleared());
  });
  const close = useCallback(() => dispatch(rhetoricAnalysisActions.selectionCleared()), [dispatch]);
  if (challenge) {
    return (
      <GuessDialog
        segment={selected}
        options={options}
        picked={selectedIndex === null ? undefined : guesses[selectedIndex]}
        onPick={guess}
        onClose={close}
        keepMounted={keepMounted}
      />
    );
  }
  return (
    <SegmentDetailDialog
      segment={selected}
      found={selectedIndex !== null && found.includes(selectedIndex)}
      onMarkFound={markFound}
      onClose={close}
      keepMounted={keepMounted}
    />
  );
});

/** The page's title and tagline: they never change (a constant element, so no render redraws them). */
const PAGE_HEADING = (
  <Box sx={{ mb: 3 }}>
    <Typography variant="h1">{rhetoricAnalysisScreen.title}</Typography>
    <Typography variant="h6" component="p" sx={{ fontWeight: 400, color: 'text.secondary', maxWidth: '62ch' }}>
      {rhetoricAnalysisScreen.tagline}
    </Typography>
  </Box>
);

/** The band under the site's bar: the counter, Guess first and Start this article over. */
const BAND_SX = {
  display: 'flex',
  gap: 2,
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  position: 'sticky',
  top: { xs: 56, sm: 64 },
  zIndex: 1,
  bgcolor: 'background.default',
  py: 1.5,
} as const;
const COUNTER_SX = { flex: '1 1 12rem' } as const;
const CONTROLS_SX = { display: 'flex', alignItems: 'center', columnGap: 1 } as const;
/** One style for both states (an attribute switches it): a new style on the first mark would insert its CSS in the frame that answers the click. */
const START_OVER_SX = { '&[inert]': { visibility: 'hidden' } } as const;

/**
 * Holds its place from the start, so the sticky band never changes height (nothing under it
 * moves, and what it covers is known: the segments keep clear of it). Memoised: a mark renders it
 * only when it appears.
 */
const StartOverButton = memo(function StartOverButton({ shown, onClick }: { shown: boolean; onClick: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onClick} aria-hidden={shown ? undefined : true} inert={!shown} sx={START_OVER_SX}>
      Start this article over
    </Button>
  );
});

export default function RhetoricAnalysisPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  // The prerendered page is the first article: the one the address names shows once hydrated.
  const hydrated = useHydrated();
  const article = articleFor(hydrated ? params.get(ARTICLE_PARAM) : null);
  const chosen = useAppSelector(rhetoricAnalysisSelectors.selectArticle);
  const readFoundByArticle = useAppSelector(rhetoricAnalysisSelectors.selectFoundByArticle);
  // Guess first: the names stay hidden until picked; a segment is found when named right.
  const challenge = useAppSelector(rhetoricAnalysisSelectors.selectChallenge);
  const rightByArticle = useAppSelector((state) => rhetoricAnalysisSelectors.selectRightByArticle(state, analysisArticles));
  const guesses = useAppSelector(rhetoricAnalysisSelectors.selectGuesses);
  const score = useAppSelector(rhetoricAnalysisSelectors.selectGuessScore);
  const foundByArticle = challenge ? rightByArticle : readFoundByArticle;
  const found = foundByArticle[article.id] ?? NONE_FOUND;
  const missed = useMemo(
    () => (challenge ? article.segments.flatMap((_, i) => (guesses[i] !== undefined && !found.includes(i) ? [i] : [])) : NONE_FOUND),
    [challenge, article, guesses, found],
  );

  // The setting and the picks are read after hydration (the prerendered page is the read-along, as
  // a first visit shows); the picks come back with the setting, as the learner left them.
  useEffect(() => {
    const kept = rhetoricAnalysisGuesses.load();
    if (kept) dispatch(rhetoricAnalysisActions.guessesRestored({ articles: analysisArticles, guesses: kept }));
    if (challengeSetting.load()) dispatch(rhetoricAnalysisActions.challengeSet({ on: true }));
  }, [dispatch]);
  const allGuesses = useAppSelector(rhetoricAnalysisSelectors.selectAllGuesses);
  const hadGuesses = useRef(false);
  useEffect(() => {
    const any = Object.values(allGuesses).some((picks) => Object.keys(picks).length > 0);
    if (any) rhetoricAnalysisGuesses.save(allGuesses);
    else if (hadGuesses.current) rhetoricAnalysisGuesses.clear();
    hadGuesses.current = any;
  }, [allGuesses]);
  const setChallenge = useCallback(
    (on: boolean) => {
      challengeSetting.save(on);
      dispatch(rhetoricAnalysisActions.challengeSet({ on }));
    },
    [dispatch],
  );
  const startOver = useCallback(() => dispatch(rhetoricAnalysisActions.articleReset()), [dispatch]);

  // The store follows the article on screen, so what the learner marks lands in that article.
  useEffect(() => {
    if (chosen?.id !== article.id) dispatch(rhetoricAnalysisActions.articleChosen({ article }));
  }, [article, chosen, dispatch]);

  // What was found is kept across a reload; on return, with nothing found yet in this visit, it is
  // offered back (read after hydration, so the HTML matches). Marking a segment instead starts afresh
  // (the offer goes, and the new finds replace the kept ones); starting the last article over forgets it.
  const place = useAppSelector(rhetoricAnalysisSelectors.selectPlace);
  const [offer, setOffer] = useState<RhetoricAnalysisPlace | null>(null);
  useEffect(() => {
    const kept = rhetoricAnalysisPlace.load();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration on purpose
    setOffer(kept && placeSummary(kept) !== '.' ? kept : null);
  }, []);
  const hadPlace = useRef(false);
  useEffect(() => {
    if (place) rhetoricAnalysisPlace.save(place);
    else if (hadPlace.current) rhetoricAnalysisPlace.clear();
    hadPlace.current = place !== null;
  }, [place]);
  const offering = offer !== null && place === null;
  const resume = () => {
    if (!offer) return;
    dispatch(rhetoricAnalysisActions.resumed({ articles: analysisArticles, place: offer }));
    // Back to the article last on screen (its heading takes focus as it opens), or, already there, its heading.
    if (offer.articleId !== article.id && analysisArticles.some((a) => a.id === offer.articleId)) {
      setParams({ [ARTICLE_PARAM]: offer.articleId });
    } else {
      headingRef.current?.focus();
    }
    setOffer(null);
  };
  const startAgain = () => {
    rhetoricAnalysisPlace.clear();
    // Focus leaves the offer before it goes (else it would fall to the page's body).
    focusHeadingInView();
    setOffer(null);
  };

  const select = useCallback((index: number) => dispatch(rhetoricAnalysisActions.segmentSelected({ index })), [dispatch]);

  // Switching articles moves focus to the new article's heading (not on first load).
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const lastArticle = useRef(article.id);
  useEffect(() => {
    if (article.id === lastArticle.current) return;
    lastArticle.current = article.id;
    headingRef.current?.focus();
  }, [article.id]);

  return (
    <>
      <Seo meta={rhetoricAnalysisScreen.meta} />
      {PAGE_HEADING}

      <Stack spacing={{ xs: 2, sm: 3 }}>
        {offering && <ResumeOffer summary={placeSummary(offer)} onResume={resume} onStartAgain={startAgain} />}
        <ArticlePicker articles={analysisArticles} currentId={article.id} foundByArticle={foundByArticle} hrefFor={articleHref} />
        <Box sx={BAND_SX}>
          <Box sx={COUNTER_SX}>
            <FoundCounter found={found.length} total={article.segments.length} wrong={challenge ? score.wrong : undefined} />
          </Box>
          <Box sx={CONTROLS_SX}>
            {/* In the band: at hand wherever the learner is in the article, and no taller a page above it.
                One row, even on a phone (a narrow one wraps the button's words, not the row). */}
            <ChallengeSwitch on={challenge} onChange={setChallenge} />
            <StartOverButton shown={found.length + missed.length > 0} onClick={startOver} />
          </Box>
        </Box>
        <AnalysisArticleView
          article={article}
          found={found}
          missed={missed}
          onSelect={select}
          headingRef={headingRef}
        />
      </Stack>

      {/* The dialog's and a found segment's styles (its tick) go in at the first idle moment, not
          in the frame of the first click or the first mark. */}
      <StyleWarmUp>
        <SegmentButton text="" found index={0} onActivate={noop} />
        <SegmentDetailDialog segment={article.segments[0] ?? null} found={false} onMarkFound={noop} onClose={noop} />
        <SegmentDetailDialog segment={article.segments[0] ?? null} found onMarkFound={noop} onClose={noop} />
        {challenge && (
          <>
            <SegmentButton text="" found={false} missed index={0} onActivate={noop} />
            <GuessDialog segment={article.segments[0] ?? null} options={WARM_UP_OPTIONS} picked={undefined} onPick={noop} onClose={noop} />
            <GuessDialog segment={article.segments[0] ?? null} options={WARM_UP_OPTIONS} picked="" onPick={noop} onClose={noop} />
          </>
        )}
      </StyleWarmUp>
      <OpenSegment article={article} found={found} />
    </>
  );
}
