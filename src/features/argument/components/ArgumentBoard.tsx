import { Alert, Box, Button, Chip, GlobalStyles, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { memo, useDeferredValue, useEffect, useRef, type Ref } from 'react';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { formatClock, TimerBar } from '@/components/game/TimerBar';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';
import { LabelledSection } from '@/components/layout/LabelledSection';
import { bringIntoView } from '@/lib/bringIntoView';
import { STICKY_BOTTOM_CLEARANCE } from '@/theme/layout';
import { SLOTS, TIME_WARNING_SECONDS, type Difficulty, type Slot } from '../constants';
import { BOARD, GAME_TITLE, NEW_GAME, SAVE_PROGRESS, SLOT_LABELS, SUBMIT_ARGUMENT } from '../copy';
import type { AppealScores, ArgumentSlots, Hand, Hint, WordEntry } from '../model';
import type { Announcement } from '../argumentSlice';
import { ArgumentSlot } from './ArgumentSlot';
import { WordPool } from './WordPool';
import { WordCard } from './WordCard';
import { visuallyHidden } from './visuallyHidden';

const noop = () => {};

/**
 * The bar's slot icons and its Submit button switch state by attribute, not by a new style: a new
 * style would insert its CSS in the frame that answers the move.
 */
const SLOT_ICON_SX = { fontSize: 16, color: 'text.secondary', '&[data-filled]': { color: 'game.correct' } } as const;

export interface ArgumentBoardProps {
  /** The current level (beginner to expert), shown in the header. */
  difficulty: Difficulty;
  /** The entries placed so far, by slot; null where empty. */
  slots: ArgumentSlots;
  /** Which slots can take an entry now (evidence needs a premise, the conclusion needs evidence). */
  selectable: Record<Slot, boolean>;
  /** The first empty slot, marked "next"; null when all are filled. */
  nextSlot: Slot | null;
  /** The player's cards, grouped by the slot each fits. */
  hand: Hand;
  /** The card the last hint points at, and why; null without one. */
  hint: Hint | null;
  /** Linking words shown before the evidence and the conclusion. */
  connectors?: Partial<Record<Slot, string>>;
  /** Running points for ethos, pathos and logos, and the total. */
  scores: AppealScores;
  /** Null when the timer setting is off. */
  secondsLeft: number | null;
  /** The game's full time: the timer bar's 100 %. */
  totalSeconds: number;
  /** Hints left in this game; the Hint button is disabled at 0. */
  hintsRemaining: number;
  /** All three slots are filled: the Submit button is enabled. */
  canSubmit: boolean;
  /** Why the last move was refused. */
  rejection?: string | null;
  /** Read out by screen readers (slot changes, the time warning). */
  announcement?: Announcement | null;
  /** Called with the card the player placed (click, Enter or Space). */
  onPlace: (entry: WordEntry) => void;
  /** Called with the slot whose entry the player took back. */
  onRemove: (slot: Slot) => void;
  /** Called on Hint. */
  onHint: () => void;
  /** Called on Save: the game is kept for Resume. */
  onSave: () => void;
  /** Called on New Game (the page asks for confirmation first). */
  onNewGame: () => void;
  /** Called on Submit: the argument is judged. */
  onSubmit: () => void;
}

/** The level line at the top. */
const BoardHeader = memo(function BoardHeader({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h1">{GAME_TITLE}</Typography>
      <Chip label={BOARD.levelChip(difficulty)} variant="outlined" />
    </Box>
  );
});

/** Save, New Game and Hint. */
const BoardControls = memo(function BoardControls({
  hintsRemaining,
  hintDisabled,
  onSave,
  onNewGame,
  onHint,
}: {
  hintsRemaining: number;
  hintDisabled: boolean;
  onSave: () => void;
  onNewGame: () => void;
  onHint: () => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<SaveIcon />} onClick={onSave}>
        {SAVE_PROGRESS}
      </Button>
      <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onNewGame}>
        {NEW_GAME}
      </Button>
      <Button variant="outlined" startIcon={<LightbulbIcon />} onClick={onHint} disabled={hintDisabled}>
        {BOARD.hintButton(hintsRemaining)}
      </Button>
    </Stack>
  );
});

/** The three slots, the running scores, and the hint and refusal notes. */
const SlotsSection = memo(function SlotsSection({
  slots,
  selectable,
  nextSlot,
  hand,
  connectors,
  scores,
  hint,
  rejection,
  onRemove,
}: Pick<ArgumentBoardProps, 'slots' | 'selectable' | 'nextSlot' | 'hand' | 'scores' | 'hint' | 'onRemove'> & {
  connectors: Partial<Record<Slot, string>>;
  rejection: string | null;
}) {
  return (
    <LabelledSection id="argument-slots-title" title={BOARD.slotsTitle} headingVariant="h5" gap="0.35em">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SLOTS.map((slot) => (
          <ArgumentSlot
            key={slot}
            slot={slot}
            entry={slots[slot]}
            selectable={selectable[slot]}
            isNext={nextSlot === slot}
            connector={connectors[slot]}
            onRemove={onRemove}
            candidates={hand[slot]}
          />
        ))}
      </Box>
      {/* Two lines kept on a phone, where the changing numbers can rewrap the line. */}
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', minHeight: { xs: '3.2em', sm: 0 } }}>
        {BOARD.wordScores(scores)}
      </Typography>
      {hint && (
        <Alert severity="info" role="note" icon={<LightbulbIcon />} sx={{ mt: 2 }}>
          {BOARD.hint(hint)}
        </Alert>
      )}
      {rejection && (
        <Alert severity="warning" role="note" sx={{ mt: 2 }}>
          {rejection}
        </Alert>
      )}
    </LabelledSection>
  );
});

/** The pool: its heading, its help line and the cards. */
const PoolSection = memo(function PoolSection({
  poolRef,
  hand,
  slots,
  selectable,
  nextSlot,
  hint,
  onPlace,
}: Pick<ArgumentBoardProps, 'hand' | 'slots' | 'selectable' | 'nextSlot' | 'hint' | 'onPlace'> & { poolRef: Ref<HTMLDivElement> }) {
  return (
    <LabelledSection ref={poolRef} id="argument-pool-title" title={BOARD.poolTitle} headingVariant="h5" gap="0.35em">
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {BOARD.poolHelp}
      </Typography>
      <WordPool hand={hand} slots={slots} selectable={selectable} nextSlot={nextSlot} hint={hint} onPlace={onPlace} />
    </LabelledSection>
  );
});

/**
 * The warm-up's tooltips are for their CSS only: in the detached warm-up Popper.js has nothing to
 * place, and its placing (overflow, flip, listeners on every scrolling ancestor) was most of the
 * warm-up's idle task (~90 of ~150 ms at 4x CPU).
 */
const WARM_UP_POPPER = {
  disablePortal: true,
  modifiers: ['eventListeners', 'flip', 'preventOverflow', 'hide', 'arrow', 'offset', 'computeStyles', 'applyStyles'].map((name) => ({ name, enabled: false })),
};

/** What a first move shows, warmed up (see where it is used). */
const FirstMoveWarmUp = memo(function FirstMoveWarmUp({ entry }: { entry: WordEntry }) {
  return (
    <StyleWarmUp>
      <ArgumentSlot slot="premise" entry={entry} selectable onRemove={noop} />
      <WordCard entry={entry} placed onPlace={noop} />
      <Alert severity="info" role="note" icon={<LightbulbIcon />} sx={{ mt: 2 }} />
      <Alert severity="warning" role="note" sx={{ mt: 2 }} />
      {/* A card's tooltip (it opens on focus, on the way to a move) and a slot's remove tooltip. */}
      <Tooltip open title={entry.tooltip} describeChild arrow slotProps={{ popper: WARM_UP_POPPER }}>
        <span />
      </Tooltip>
      <Tooltip open title={entry.tooltip} slotProps={{ popper: WARM_UP_POPPER }}>
        <span />
      </Tooltip>
    </StyleWarmUp>
  );
});

/** Focus and scrolling stop above the bar, never under it. */
const SCROLL_PADDING = <GlobalStyles styles={{ html: { scrollPaddingBottom: STICKY_BOTTOM_CLEARANCE } }} />;

/** The bar's list of the three parts, each ticked once in place. */
const SlotChecklist = memo(function SlotChecklist({ slots }: { slots: ArgumentSlots }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {SLOTS.map((slot) => {
        const Icon = slots[slot] ? CheckCircleIcon : RadioButtonUncheckedIcon;
        return (
          <Typography
            key={slot}
            component="li"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: { xs: '0.8125rem', sm: '0.9375rem' } }}
          >
            <Icon aria-hidden="true" data-filled={slots[slot] ? '' : undefined} sx={SLOT_ICON_SX} />
            {SLOT_LABELS[slot]}
            <Box component="span" sx={visuallyHidden}>
              {slots[slot] ? BOARD.slotInPlace : BOARD.slotEmpty}
            </Box>
          </Typography>
        );
      })}
    </Box>
  );
});

/**
 * Submit. Its place is kept from the start (invisible and out of reach until the argument is
 * complete), so it appears without moving anything.
 */
const SubmitButton = memo(function SubmitButton({ canSubmit, onSubmit, submitRef }: { canSubmit: boolean; onSubmit: () => void; submitRef: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={submitRef}
      variant="contained"
      size="large"
      onClick={onSubmit}
      inert={!canSubmit}
      aria-hidden={canSubmit ? undefined : true}
      sx={{ flex: '0 0 auto', '&[inert]': { visibility: 'hidden' } }}
    >
      {SUBMIT_ARGUMENT}
    </Button>
  );
});

/** Read out by screen readers. */
const Announcer = memo(function Announcer({ announcement }: { announcement: Announcement | null }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </Box>
  );
});

const NO_CONNECTORS: Partial<Record<Slot, string>> = {};

/**
 * The 'Construct Your Argument' screen: clock, controls, the three slots and the word pool.
 * Built of memoised parts: the clock's tick once a second renders the timer and the bar's clock
 * line only, and a move renders the parts it changes (the slots, the cards whose state changed,
 * the bar's checklist), not the whole board.
 */
export function ArgumentBoard({
  difficulty,
  slots,
  selectable,
  nextSlot,
  hand,
  hint,
  connectors = NO_CONNECTORS,
  scores,
  secondsLeft,
  totalSeconds,
  hintsRemaining,
  canSubmit,
  rejection = null,
  announcement = null,
  onPlace,
  onRemove,
  onHint,
  onSave,
  onNewGame,
  onSubmit,
}: ArgumentBoardProps) {
  // The argument just became complete (the conclusion went in, probably from far down the
  // pool): focus goes to Submit in the bar at the bottom of the screen, right there.
  // It follows the pool's deferred pass (below), as a focus move measures the page.
  const submitRef = useRef<HTMLButtonElement>(null);
  const complete = useDeferredValue(canSubmit);
  const wasComplete = useRef(complete);
  useEffect(() => {
    if (complete && !wasComplete.current) submitRef.current?.focus({ preventScroll: true });
    wasComplete.current = complete;
  }, [complete]);
  const filled = SLOTS.filter((slot) => slots[slot] !== null).length;
  // A move's answer is the slot filling and the bar's tick: those render in the key press's task.
  // The pool (its cards' new states, the open tooltip of the card just placed, the scroll and
  // focus move to the next group) follows in the tasks after it, as a deferred value: all in one
  // task was a 65-75 ms task at 4x CPU, and a tap waited behind it.
  const pool = useDeferredValue(slots);
  const poolSelectable = useDeferredValue(selectable);
  const poolNext = useDeferredValue(nextSlot);
  const poolHint = useDeferredValue(hint);
  // The pool's group for the next open slot comes into view (on a phone the pool is several
  // screens long), and keyboard focus moves on to its first card, once the pool shows it enabled.
  // On arrival (Start New Game, Resume, a direct visit) the group's heading takes focus: the
  // board scrolls to the group, so the page's h1 would be focused out of sight, and the Start
  // button that had focus is gone. That move waits until the board has painted once where the
  // page's heading was: the cards are first drawn below the fold, so the browser does not take
  // them for the page's largest paint (that stays the prerendered heading, painted with the HTML).
  const poolRef = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!poolNext) return;
    const arriving = !arrived.current;
    const move = () => {
      const group = poolRef.current?.querySelector<HTMLElement>(`[data-slot="${poolNext}"]`);
      if (!group) return;
      arrived.current = true;
      const inPool = poolRef.current?.contains(document.activeElement);
      // A player who reached a card before the arrival's move keeps it.
      if (arriving && inPool) return;
      bringIntoView(group);
      if (inPool) group.querySelector<HTMLElement>('button:not([disabled])')?.focus({ preventScroll: true });
      else if (arriving) {
        const heading = group.querySelector<HTMLElement>('h2, h3, h4') ?? group;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
    };
    if (!arriving) return move();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before the board's first paint; the task it queues, after it.
    const frame = requestAnimationFrame(() => (timer = setTimeout(move)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [poolNext]);
  return (
    <Stack spacing={3}>
      <BoardHeader difficulty={difficulty} />

      <TimerBar secondsLeft={secondsLeft} totalSeconds={totalSeconds} warnBelow={TIME_WARNING_SECONDS} />

      <BoardControls hintsRemaining={hintsRemaining} hintDisabled={hintsRemaining <= 0 || nextSlot === null} onSave={onSave} onNewGame={onNewGame} onHint={onHint} />

      <SlotsSection
        slots={slots}
        selectable={selectable}
        nextSlot={nextSlot}
        hand={hand}
        connectors={connectors}
        scores={scores}
        hint={hint}
        rejection={rejection}
        onRemove={onRemove}
      />

      <PoolSection poolRef={poolRef} hand={hand} slots={pool} selectable={poolSelectable} nextSlot={poolNext} hint={poolHint} onPlace={onPlace} />

      {/* What a first move shows (a filled slot, a placed card, a hint, a refusal) has its styles
          put in at the first idle moment, not in the frame that answers the move. */}
      {hand.premise[0] && <FirstMoveWarmUp entry={hand.premise[0]} />}

      {SCROLL_PADDING}
      {/* Stays at the bottom of the screen while the pool scrolls: what is in place, and Submit
          as soon as all three are, wherever the last pick was made. */}
      <Box
        data-sticky-bottom=""
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mx: { xs: -2, sm: 0 },
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: { xs: 0, sm: 3 },
          boxShadow: '0 -4px 12px rgba(0,0,0,0.12)',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {BOARD.inPlace(filled, secondsLeft === null ? null : formatClock(Math.max(0, secondsLeft)))}
          </Typography>
          <SlotChecklist slots={slots} />
        </Box>
        <SubmitButton canSubmit={canSubmit} onSubmit={onSubmit} submitRef={submitRef} />
      </Box>

      <Announcer announcement={announcement} />
    </Stack>
  );
}
