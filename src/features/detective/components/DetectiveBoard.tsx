import { Box, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { AnswerCard } from '@/components/game/AnswerCard';
import type { AnswerState } from '@/components/game/answerState';
import { Chalkboard } from '@/components/game/Chalkboard';
import { ResultBanner, type ResultBannerProps } from '@/components/game/ResultBanner';
import { RoundOverlay } from '@/components/game/RoundOverlay';
import { ScoreHeader, type ScoreHeaderProps } from '@/components/game/ScoreHeader';
import { DetectiveCharacter, type DetectiveMood } from './DetectiveCharacter';

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
  overlayRound,
  rounds,
  typing = true,
  reducedMotion,
}: DetectiveBoardProps) {
  const cardsRef = useRef<HTMLDivElement>(null);
  // A new question: if focus was lost (the Next button went away), bring it back to the first card.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) cardsRef.current?.querySelector<HTMLElement>('[aria-keyshortcuts="1"]')?.focus();
  }, [questionKey]);
  const verdict = result && result.shown !== false ? result : null;
  const mood: DetectiveMood = verdict ? (verdict.correct ? 'pleased' : 'unimpressed') : 'thinking';
  return (
    <Stack spacing={3}>
      <ScoreHeader {...header} />
      <Box
        sx={{
          position: 'relative',
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 600px) minmax(0, 1fr)' },
          alignItems: 'center',
        }}
      >
        <Chalkboard
          key={questionKey}
          label="The statement"
          caption={`Exhibit ${header.questionNumber}`}
          text={statement}
          typing={typing}
          reducedMotion={reducedMotion}
          aside={<DetectiveCharacter mood={mood} size={CHARACTER_WIDTH} />}
          asideWidth={CHARACTER_WIDTH}
        />
        <Box ref={cardsRef} role="group" aria-label="Which fallacy is it?" sx={{ display: 'grid', gap: 2 }}>
          {cards.map((card, i) => (
            <AnswerCard key={i} index={i + 1} label={card.label} state={card.state} locked={locked} onChoose={() => onChoose(i)} />
          ))}
        </Box>
        {overlayRound !== null && <RoundOverlay open round={overlayRound} rounds={rounds} />}
      </Box>
      {result && <ResultBanner {...result} focusNext={Boolean(result.onNext)} nextLabel={result.nextLabel ?? 'Next question'} />}
    </Stack>
  );
}
