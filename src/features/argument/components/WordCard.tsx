import { Box, ButtonBase, Tooltip, Typography, type SxProps, type Theme, type TooltipProps } from '@mui/material';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import { createContext, memo, useContext, useMemo } from 'react';
import { POOL_TEXT } from '../copy';
import type { WordEntry } from '../model';
import { APPEAL_COLOURS, AppealBadge } from './AppealBadge';
import { HOVER } from '@/theme/motion';

export interface WordCardProps {
  /** The word or phrase, the slot it fits and the appeal it scores for. */
  entry: WordEntry;
  /** Already in a slot. */
  placed?: boolean;
  /** The slot it fits is locked: the card can't be used yet. */
  disabled?: boolean;
  /** The current hint points at this card. */
  hinted?: boolean;
  /** Click, Enter or Space: place the entry in its slot. */
  onPlace: (entry: WordEntry) => void;
}

/**
 * Rendered in place (no portal), the tooltip scrolls with its card by itself, and it always sits
 * below the card: Popper's scroll listener and its flip are off. Otherwise a tooltip opened near
 * the bottom of the screen sat above its card and, once the page had scrolled, jumped below it
 * when it closed (a layout shift, counted by the smooth-play test). Resizes still update it.
 */
const TOOLTIP_SLOTS: TooltipProps['slotProps'] = {
  popper: {
    disablePortal: true,
    // The tooltip judges the word: out of the accessibility tree (see WordCard).
    'aria-hidden': true,
    modifiers: [
      { name: 'eventListeners', options: { scroll: false, resize: true } },
      { name: 'flip', enabled: false },
    ],
  },
};

interface CardState {
  entry: WordEntry;
  placed: boolean;
  disabled: boolean;
  hinted: boolean;
  onPlace: (entry: WordEntry) => void;
}

/** The card's own state, for its button inside the (memoised) tooltip. */
const CardStateContext = createContext<CardState | null>(null);

/**
 * One word entry: its text, its appeal, and its tooltip on mouse hover. It is a button: select it
 * with Tab and press Enter (or click) to place it in its slot. The tooltip judges the word ("Trap!
 * …"), so it is never in the accessibility tree nor opened by focus: a screen reader would hear
 * every verdict before the player chooses (the analysis after Submit explains each word).
 * Memoised: the board re-renders every second with the clock, the cards only when their own
 * state changes; and then only the button renders again, not the tooltip round it (MUI's tooltip
 * and its popper were most of a move's render on a slow phone: a move unlocks a whole group).
 */
export const WordCard = memo(function WordCard({ entry, placed = false, disabled = false, hinted = false, onPlace }: WordCardProps) {
  const state = useMemo(() => ({ entry, placed, disabled, hinted, onPlace }), [entry, placed, disabled, hinted, onPlace]);
  const tooltip = useMemo(
    () => (
      // Rendered in place (no portal); hover only, and hidden from assistive technology (see above).
      // Not a string: MUI would copy a string title onto the span's title attribute while closed.
      <Tooltip title={<>{entry.tooltip}</>} describeChild arrow enterDelay={300} disableFocusListener slotProps={TOOLTIP_SLOTS}>
        {/* The span keeps the tooltip working on a disabled button; it never takes the tooltip as its description. */}
        <Box component="span" aria-describedby={undefined} sx={{ display: 'block', height: '100%', position: 'relative' }}>
          <CardButton />
        </Box>
      </Tooltip>
    ),
    [entry.tooltip],
  );
  return <CardStateContext.Provider value={state}>{tooltip}</CardStateContext.Provider>;
});

const cardSx: SxProps<Theme> = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  gap: 0.75,
  textAlign: 'left',
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  borderLeft: 6,
  // Each appeal's colour by the card's data-category: one style for every card.
  ...Object.fromEntries(Object.entries(APPEAL_COLOURS).map(([appeal, colour]) => [`&[data-category="${appeal}"]`, { borderLeftColor: colour }])),
  bgcolor: 'background.paper',
  boxShadow: 0,
  transition: (t) => t.transitions.create(['background-color', 'box-shadow']),
  // Placed and hinted are attributes, not new styles: a new style would insert its CSS
  // in the frame that answers the player's move.
  '&[aria-pressed="true"]': { bgcolor: 'action.selected' },
  '&[data-hinted]': { borderTopColor: 'warning.main', borderRightColor: 'warning.main', borderBottomColor: 'warning.main', boxShadow: 3 },
  [HOVER]: { '&:hover': { bgcolor: 'action.hover' } },
  '&.Mui-disabled': { opacity: 0.6 },
  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
};

/** The card's button, drawn from its state in context. */
function CardButton() {
  const { entry, placed, disabled, hinted, onPlace } = useContext(CardStateContext)!;
  return (
    <ButtonBase
      onClick={() => onPlace(entry)}
      disabled={disabled}
      aria-pressed={placed}
      data-category={entry.category}
      data-hinted={hinted || undefined}
      sx={cardSx}
    >
      <Box sx={{ display: 'flex', width: '100%', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <AppealBadge appeal={entry.category} />
        {hinted && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <LightbulbIcon aria-hidden="true" sx={{ fontSize: 16 }} />
            <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
              {POOL_TEXT.hinted}
            </Typography>
          </Box>
        )}
        {placed && (
          <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
            {POOL_TEXT.inUse}
          </Typography>
        )}
      </Box>
      <CardText text={entry.text} />
    </ButtonBase>
  );
}

/** The entry's words: they never change, whatever the card's state. */
const CardText = memo(function CardText({ text }: { text: string }) {
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
});
