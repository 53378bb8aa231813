import { Box } from '@mui/material';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { beforePaint } from '@/lib/beforePaint';
import { bringIntoView } from '@/lib/bringIntoView';
import { AnswerCard } from '@/components/game/AnswerCard';
import type { AnswerState } from '@/lib/game/answerState';
import { Chalkboard } from '@/components/game/Chalkboard';
import { ResultBanner, type ResultBannerProps } from '@/components/game/ResultBanner';
import { RoundOverlay } from '@/components/game/RoundOverlay';
import { ScoreHeader, type ScoreHeaderProps } from '@/components/game/ScoreHeader';
import { DetectiveCharacter, type DetectiveMood } from './DetectiveCharacter';
import { LastAnswer, type LastAnswerProps } from './LastAnswer';

/** The Detective's width on the board, in px. */
const CHARACTER_WIDTH = 110;

export interface DetectiveBoardProps {
  /** Score, round, question and timer, as the score header shows them. */
  header: ScoreHeaderProps;
  /** Changes with every question (the board types the new statement in, focus returns to the cards). */
  questionKey: string;
  /** The suspect statement the player judges. */
  statement: string;
  /** The three answers: id, label and state (idle, chosen, correct, wrong, locked). */
  cards: { id: string; label: string; state: AnswerState }[];
  /** Cards take no answer (a result is up, the next question is coming). */
  locked: boolean;
  /** Called with the chosen card's index (0-based) on click or its number key. */
  onChoose: (index: number) => void;
  /**
   * The verdict. Pass it from the start of the question with `shown: false`: the banner then
   * holds its place invisibly and appears without moving anything.
   */
  result: Omit<ResultBannerProps, 'focusNext'> | null;
  /** The previous answer, kept in the verdict's place until the player answers again. */
  lastAnswer?: LastAnswerProps | null;
  /** The "Round N" overlay, or null. */
  overlayRound: number | null;
  /** Rounds in the game, for the "Round N" overlay. */
  rounds: number;
  /** Type the statement in letter by letter (off under reduced motion anyway). */
  typing?: boolean;
  /** The player asked for reduced motion: no typing, no overlay animation. */
  reducedMotion?: boolean;
}

/**
 * The Detective's game board: header, chalkboard with the Detective, three answer cards, the
 * verdict, and the round overlay on top. Presentational: the page feeds it from the slice.
 */
export function DetectiveBoard({
  header,
  questionKey,
  statement,
  cards,
  locked,
  onChoose,
  result,
  lastAnswer = null,
  overlayRound,
  rounds,
  typing = true,
  reducedMotion,
}: DetectiveBoardProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const cardsRef = useRef<HTMLDivElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);
  const firstCard = () => cardsRef.current?.querySelector<HTMLElement>('[aria-keyshortcuts="1"]');
  // A new question: the header, the board and the cards come into view together, below the
  // sticky bar (on a laptop the board, on the left, may end below the cards on the right); if focus was lost or waits on the title, it goes to the first card.
  useEffect(() => {
    bringIntoView(rootRef.current, [boardRef.current, cardsRef.current]);
    const active = document.activeElement;
    // Lost, or waiting on the page's title while the case files were shuffled (Start Game puts it there).
    if (!active || active === document.body || active.tagName === 'H1') firstCard()?.focus({ preventScroll: true });
  }, [questionKey]);
  const verdict = result && result.shown !== false ? result : null;
  const shown = verdict !== null;
  // The verdict: the statement, the cards and the explanation in view (on a phone the header
  // gives way rather than the statement), just before the paint that shows it (beforePaint).
  useEffect(() => {
    if (shown) return beforePaint(() => bringIntoView(boardRef.current, [boardRef.current, verdictRef.current]));
  }, [shown]);
  const mood: DetectiveMood = verdict ? (verdict.correct ? 'pleased' : 'unimpressed') : 'thinking';
  // Moving on takes focus to the next question's cards, never to the page.
  const onNext = result?.onNext;
  const next = onNext
    ? () => {
        firstCard()?.focus({ preventScroll: true });
        onNext();
      }
    : undefined;
  const showLast = !shown && lastAnswer !== null;
  // Stable across the clock's ticks, so the memoised board and cards render only when they change.
  const character = useMemo(() => <DetectiveCharacter mood={mood} size={CHARACTER_WIDTH} />, [mood]);
  const cardCount = cards.length;
  const choosers = useMemo(() => Array.from({ length: cardCount }, (_, i) => () => onChoose(i)), [cardCount, onChoose]);
  return (
    // On a phone one column: header, board, cards, verdict. From a laptop's width two: the header
    // above the board on the left, the cards and the verdict (or the last answer) on the right
    // from the header's top, so a long explanation still ends above the fold of an 800 px screen.
    // The board's row takes any extra height, so the board never moves when the right column grows.
    <Box
      ref={rootRef}
      sx={{
        position: 'relative',
        display: 'grid',
        rowGap: { xs: 1.5, sm: 2 },
        columnGap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 600px) minmax(0, 1fr)' },
        gridTemplateRows: { md: 'auto 1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { md: 1 } }}>
        <ScoreHeader {...header} />
      </Box>
      <Box ref={boardRef} sx={{ gridColumn: { md: 1 } }}>
        <Chalkboard
          key={questionKey}
          label="The statement"
          caption={`Exhibit ${header.questionNumber}`}
          text={statement}
          typing={typing}
          reducedMotion={reducedMotion}
          aside={character}
          asideWidth={CHARACTER_WIDTH}
        />
      </Box>
      {/* The cards, then the verdict (or the last answer) in one place, in view next to the
          question it explains. */}
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, minWidth: 0, gridColumn: { md: 2 }, gridRow: { md: '1 / span 2' } }}>
        <Box ref={cardsRef} role="group" aria-label="Which fallacy is it?" onKeyDown={moveBetweenCards} sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 } }}>
          {cards.map((card, i) => (
            <AnswerCard key={i} index={i + 1} label={card.label} state={card.state} locked={locked} onChoose={choosers[i]!} />
          ))}
        </Box>
        {/* The verdict and the last answer share one cell, as tall as the taller: swapping
            one for the other moves nothing. */}
        <Box ref={verdictRef} sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
          {result && (
            <ResultBanner
              {...result}
              shown={shown}
              onNext={next}
              focusNext={Boolean(onNext)}
              nextLabel={result.nextLabel ?? 'Next question'}
            />
          )}
          {lastAnswer && (
            <Box aria-hidden={showLast ? undefined : true} inert={!showLast} sx={{ visibility: showLast ? 'visible' : 'hidden' }}>
              <LastAnswer {...lastAnswer} />
            </Box>
          )}
        </Box>
      </Box>
      {overlayRound !== null && <RoundOverlay open round={overlayRound} rounds={rounds} />}
    </Box>
  );
}

/**
 * The arrow keys move focus between the three cards (wrapping round), as in any group of
 * options; Tab still moves through them too. Locked cards keep focus, so the keys still move.
 */
function moveBetweenCards(event: KeyboardEvent<HTMLElement>) {
  const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const cards = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [role="button"]')];
  const at = cards.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  cards[(at + step + cards.length) % cards.length]?.focus();
}
