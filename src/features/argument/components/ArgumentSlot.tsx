import { memo } from 'react';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { Slot } from '../constants';
import { SLOT_LABELS, SLOT_TEXT } from '../copy';
import type { WordEntry } from '../model';
import { APPEAL_COLOURS, AppealBadge } from './AppealBadge';

export interface ArgumentSlotProps {
  /** Which part of the argument this is: premise, evidence or conclusion. */
  slot: Slot;
  /** The placed entry; null while empty. */
  entry: WordEntry | null;
  /** Can take an entry now (premise always; evidence after a premise; conclusion after evidence). */
  selectable: boolean;
  /** The first empty slot: where the next entry goes. */
  isNext?: boolean;
  /** A linking word shown before the slot ("because", "therefore"). */
  connector?: string;
  /** Called with this slot when the player takes the entry back. */
  onRemove: (slot: Slot) => void;
  /**
   * The entries that could go in this slot (its group of the pool). The slot is laid out as tall
   * as the tallest of them from the start, so filling it never moves the board.
   */
  candidates?: ReadonlyArray<WordEntry>;
}

/**
 * An invisible copy of a filled slot's content (badge line and text), for sizing only: the text
 * comes from CSS (`content: attr()`), so it is not in the page's text or accessibility tree.
 * Memoised: its text never changes, and a move renders two slots with all their sizers (a third
 * of a move's render).
 */
const Sizer = memo(function Sizer({ text }: { text: string }) {
  return (
    <Box aria-hidden="true" sx={{ visibility: 'hidden', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ typography: 'caption', '&::before': { content: '"\\00a0"' } }} />
      <Box sx={{ typography: 'body1', '&::before': { content: 'attr(data-text)' } }} data-text={text} />
    </Box>
  );
});

/**
 * One style for every state of a slot, switched by its attributes: a new style when a slot fills
 * would insert its CSS in the frame that answers the player's move.
 */
const SLOT_SX = {
  p: 2,
  minHeight: 140,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  borderStyle: 'dashed',
  borderWidth: 2,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&[data-state="next"]': { borderColor: 'warning.main' },
  '&[data-state="locked"]': { bgcolor: 'action.hover' },
  '&[data-state="filled"]': { borderStyle: 'solid' },
  ...Object.fromEntries(Object.entries(APPEAL_COLOURS).map(([appeal, colour]) => [`&[data-appeal="${appeal}"]`, { borderColor: colour }])),
} as const;

/** One of the three slots: empty, waiting (next), locked, or filled with a remove control. */
export const ArgumentSlot = memo(function ArgumentSlot({ slot, entry, selectable, isNext = false, connector, onRemove, candidates = [] }: ArgumentSlotProps) {
  const label = SLOT_LABELS[slot];
  const state = entry ? 'filled' : !selectable ? 'locked' : isNext ? 'next' : 'empty';
  return (
    <Paper
      component="section"
      aria-label={SLOT_TEXT.region(slot)}
      data-state={state}
      data-appeal={entry?.category}
      variant="outlined"
      sx={SLOT_SX}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 34 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {connector && (
            <Typography component="span" variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary', mr: 1 }}>
              {connector}
            </Typography>
          )}
          {label}
        </Typography>
        {entry && (
          <Tooltip title={SLOT_TEXT.remove(slot)} slotProps={{ popper: { disablePortal: true } }}>
            <IconButton size="small" aria-label={SLOT_TEXT.remove(slot)} onClick={() => onRemove(slot)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', alignItems: 'start', '& > *': { gridArea: '1 / 1' } }}>
        {candidates.map((candidate) => (
          <Sizer key={candidate.id} text={candidate.text} />
        ))}
        {entry ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            <AppealBadge appeal={entry.category} />
            <Typography variant="body1">{entry.text}</Typography>
          </Box>
        ) : state === 'locked' ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LockIcon aria-hidden="true" sx={{ fontSize: 18 }} />
            {SLOT_TEXT.locked(slot)}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isNext ? SLOT_TEXT.next(slot) : SLOT_TEXT.empty}
          </Typography>
        )}
      </Box>
    </Paper>
  );
});
