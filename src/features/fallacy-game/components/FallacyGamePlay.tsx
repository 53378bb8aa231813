import { Alert, Box, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { Chalkboard } from '@/components/game/Chalkboard';
import { FallacyButtonGrid } from '@/components/game/FallacyButtonGrid';
import { ResultBanner, type ResultBannerProps } from '@/components/game/ResultBanner';
import { beforePaint } from '@/lib/beforePaint';
import { bringIntoView } from '@/lib/bringIntoView';

/** On a phone the verdict takes no room until shown (an attribute, not a new style: see the grid). */
const RESULT_SX = { display: { xs: 'none', sm: 'block' }, '&[data-shown]': { display: 'block' } } as const;

export interface FallacyGamePlayProps {
  /** "Round 3 of 10". */
  roundLabel: string;
  /** Points so far. */
  score: number;
  /** Changes with every statement, so focus and announcements start again. */
  statementKey: string;
  /** The statement to judge. */
  statement: string;
  /** The fallacy types to choose from, one button each. */
  types: ReadonlyArray<{ id: string; name: string }>;
  /** The right answer's id (revealed once the player chooses). */
  answerId: string;
  /** The player's pick; null while the statement is open. */
  chosen: string | null;
  /** Called with the chosen type's id. */
  onChoose: (id: string) => void;
  /**
   * The verdict. Pass it from the start of the statement with `shown: false`: the banner then
   * holds its place invisibly and appears without moving anything.
   */
  result: Omit<ResultBannerProps, 'focusNext'> | null;
  /** The built-in fallacy types stand in for the backend's. */
  fallbackNotice?: boolean;
}

/**
 * A statement of the fallacy-identification game: the round counter, the chalkboard, the grid
 * of fallacy types, and the verdict with Next. Presentational: the page feeds it from the slice.
 */
export function FallacyGamePlay({
  roundLabel,
  score,
  statementKey,
  statement,
  types,
  answerId,
  chosen,
  onChoose,
  result,
  fallbackNotice = false,
}: FallacyGamePlayProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The verdict: in view in full, its Next button focused (the banner does that).
  const shown = result?.shown !== false && result !== null;
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });
  // Next hands focus to the grid before the next statement renders (the grid's buttons stay
  // focusable while locked): then focusing costs nothing, where focusing after the render forced
  // the new statement's style and layout into the key press's task.
  const onNext = result?.onNext;
  const next = useCallback(() => {
    if (resultRef.current?.contains(document.activeElement)) gridRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    onNext?.();
  }, [onNext]);
  // A new statement: focus on the grid's first button if it is not in the grid already, unless
  // the statement arrives already answered (then Next keeps focus); the counter, the board and the
  // grid in view below the sticky bar, in the frame that paints them (see beforePaint).
  useEffect(() => {
    const grid = gridRef.current;
    if (!shownRef.current && !grid?.contains(document.activeElement)) grid?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    return beforePaint(() => bringIntoView(rootRef.current, grid));
  }, [statementKey]);
  // The verdict in view in full; on a phone, where it sits right under the statement, the
  // statement with it.
  useEffect(() => {
    if (!shown) return;
    return beforePaint(() => {
      const [board, grid, verdict] = [boardRef.current, gridRef.current, resultRef.current];
      if (!verdict) return;
      const underBoard = grid && verdict.getBoundingClientRect().top < grid.getBoundingClientRect().top;
      if (underBoard) bringIntoView(board, verdict);
      else bringIntoView(verdict);
    });
  }, [shown]);
  return (
    // On a phone the verdict, once shown, goes between the statement and the grid, so the
    // question and its result are on screen together (the grid, with the answer marked, below);
    // before that it takes no room there. From 600 px wide it holds its place under the grid from
    // the start, invisible, so showing it moves nothing.
    <Stack ref={rootRef} useFlexGap spacing={{ xs: 1.5, sm: 3 }}>
      {fallbackNotice && (
        <Alert severity="info" variant="outlined">
          The server is not answering, so you are playing with the 13 built-in fallacy types. Plenty of ways to be wrong
          remain.
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }}>
        <Typography component="p" variant="h5" data-testid="round-counter">
          {roundLabel}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          Score: {score}
        </Typography>
      </Stack>
      <Box ref={boardRef}>
        <Chalkboard key={statementKey} label="The statement" text={statement} />
      </Box>
      <Box ref={gridRef} sx={{ order: { xs: 1, sm: 0 } }}>
        <Typography component="h2" variant="h5" sx={{ mb: { xs: 1, sm: 1.5 } }}>
          Which fallacy is it?
        </Typography>
        <FallacyButtonGrid types={types} answerId={answerId} chosen={chosen} onChoose={onChoose} />
      </Box>
      {result && (
        <Box ref={resultRef} data-shown={shown || undefined} sx={RESULT_SX}>
          <ResultBanner {...result} onNext={onNext && next} focusNext />
        </Box>
      )}
    </Stack>
  );
}
