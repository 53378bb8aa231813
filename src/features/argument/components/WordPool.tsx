import { Box, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { memo, useId } from 'react';
import { SLOTS, type Slot } from '../constants';
import { POOL_HEADINGS, POOL_TEXT } from '../copy';
import type { ArgumentSlots, Hand, Hint, WordEntry } from '../model';
import { WordCard } from './WordCard';


export interface WordPoolProps {
  /** The player's cards, grouped by the slot each fits. */
  hand: Hand;
  /** The entries placed so far, by slot (their cards show as placed). */
  slots: ArgumentSlots;
  /** Which slots can take an entry now; the other groups' cards are disabled. */
  selectable: Record<Slot, boolean>;
  /** The first empty slot; its group is marked "next". */
  nextSlot: Slot | null;
  /** The card the last hint points at; null without one. */
  hint: Hint | null;
  /** Called with the card the player placed (click, Enter or Space). */
  onPlace: (entry: WordEntry) => void;
  /** Heading level of the group titles, to fit the page outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The entries on offer, one group per slot. A group whose slot is locked says why and its cards are disabled;
 * every move is a button press, so the board is playable with the keyboard alone. Memoised (give it a stable
 * `onPlace`): the clock's tick renders none of it.
 */
export const WordPool = memo(function WordPool({ hand, slots, selectable, nextSlot, hint, onPlace, headingLevel = 'h3' }: WordPoolProps) {
  const baseId = useId();
  return (
    <Stack spacing={3}>
      {SLOTS.map((slot) => (
        <PoolGroup
          key={slot}
          slot={slot}
          headingId={`${baseId}-${slot}`}
          headingLevel={headingLevel}
          entries={hand[slot]}
          locked={!selectable[slot]}
          isNext={nextSlot === slot}
          placedId={slots[slot]?.id ?? null}
          hintedId={hint?.entryId ?? null}
          onPlace={onPlace}
        />
      ))}
    </Stack>
  );
});

/**
 * One slot's group: its heading, its status line and its cards. Memoised on what it shows (a move
 * changes one or two groups; the others render nothing).
 */
const PoolGroup = memo(function PoolGroup({
  slot,
  headingId,
  headingLevel,
  entries,
  locked,
  isNext,
  placedId,
  hintedId,
  onPlace,
}: {
  slot: Slot;
  headingId: string;
  headingLevel: 'h2' | 'h3';
  entries: ReadonlyArray<WordEntry>;
  locked: boolean;
  isNext: boolean;
  placedId: string | null;
  hintedId: string | null;
  onPlace: (entry: WordEntry) => void;
}) {
  const before = SLOTS[SLOTS.indexOf(slot) - 1];
  return (
    <Box role="group" aria-labelledby={headingId} data-slot={slot}>
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component={headingLevel} variant="h6">
          {POOL_HEADINGS[slot]}
        </Typography>
        {/* The status line is always there (on its own line on a phone), so a group's
            "Next" or "Locked" note coming and going never moves the cards below. */}
        <Typography
          component="span"
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: '1.6em',
            flexBasis: { xs: '100%', sm: 'auto' },
          }}
        >
          {isNext ? (
            POOL_TEXT.next(slot)
          ) : locked && before ? (
            <>
              <LockIcon aria-hidden="true" sx={{ fontSize: 16 }} />
              {POOL_TEXT.lockedUntil(before)}
            </>
          ) : null}
        </Typography>
      </Box>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {POOL_TEXT.nothingOnOffer}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {entries.map((entry) => (
            <WordCard
              key={entry.id}
              entry={entry}
              disabled={locked}
              placed={placedId === entry.id}
              hinted={hintedId === entry.id}
              onPlace={onPlace}
            />
          ))}
        </Box>
      )}
    </Box>
  );
});
