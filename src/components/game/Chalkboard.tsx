import { Box, Typography } from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import { reducedMotionQuery } from '@/theme/motion';
import { srOnly } from '@/theme/tokens';
import {
  CHALKBOARD_FRAME,
  CHALKBOARD_HEIGHT,
  CHALKBOARD_PADDING,
  CHALKBOARD_WIDTH,
  CHALK_FONT_START,
  TYPING_MS_PER_CHAR,
  chalkFontCss,
  WRITING_AREA,
  chalkFontSize,
} from './chalkboardLayout';

/** The caption line: 20 px chalk at 1.3 line height, plus its margin. */
const CAPTION_HEIGHT = 34;

export interface ChalkboardProps {
  /** What is written on the board. */
  text: string;
  /** Write it one character at a time (50 ms each). A click or any key shows it all at once. */
  typing?: boolean;
  /** Force the reduced-motion look (no typing) whatever the system says; for stories and tests. */
  reducedMotion?: boolean;
  /** Chalk size to start from (24–48 px); long text shrinks from there. */
  fontSize?: number;
  /** Called once the whole text is on the board (at once without typing). */
  onTypingDone?: () => void;
  /** Names the board for assistive technology, e.g. "Statement". */
  label?: string;
  /** Small chalk text above the main text, e.g. "Exhibit A". */
  caption?: string;
  /** Things drawn on the board beside the text (a character illustration). */
  aside?: ReactNode;
  /** How wide `aside` is, in board pixels, so the chalk size leaves room for it. */
  asideWidth?: number;
}

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The system's reduced-motion preference; false on the server and while hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}

/** Types `text` out one character at a time while `enabled`; `skip` shows it all. */
function useTypewriter(text: string, enabled: boolean, onDone?: () => void) {
  const [progress, setProgress] = useState({ text, shown: 0 });
  const shown = !enabled ? text.length : progress.text === text ? progress.shown : 0;
  const typing = shown < text.length;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!typing) return;
    const id = setInterval(() => {
      setProgress((p) => ({ text, shown: Math.min(text.length, (p.text === text ? p.shown : 0) + 1) }));
    }, TYPING_MS_PER_CHAR);
    return () => clearInterval(id);
  }, [typing, text]);
  useEffect(() => {
    if (!typing) done.current?.();
  }, [typing, text]);
  const skip = useCallback(() => setProgress({ text, shown: text.length }), [text]);
  return { count: shown, typing, skip };
}

/**
 * The chalkboard: 600 × 350 px, scaled down to fit a narrow screen while the
 * chalk stays legible (the board grows taller rather than the text going below 18 px). Chalk
 * text starts at 32 px and shrinks to fit long statements. Screen readers always get the whole
 * text at once; the typed-in copy is hidden from them.
 */
export const Chalkboard = memo(function Chalkboard({
  text,
  typing = false,
  reducedMotion,
  fontSize = CHALK_FONT_START,
  onTypingDone,
  label = 'Chalkboard',
  caption,
  aside,
  asideWidth = 0,
}: ChalkboardProps) {
  const systemReduce = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const animate = typing && hydrated && !(reducedMotion ?? systemReduce);
  const { count, typing: isTyping, skip } = useTypewriter(text, animate, onTypingDone);

  useEffect(() => {
    if (!isTyping) return;
    const onKey = () => skip();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isTyping, skip]);

  // The caption takes a line; the aside takes a column (plus the gap).
  const hasAside = Boolean(aside);
  const size = useMemo(
    () =>
      chalkFontSize(text, fontSize, {
        width: WRITING_AREA.width - (hasAside ? asideWidth + 16 : 0),
        height: WRITING_AREA.height - (caption ? CAPTION_HEIGHT : 0),
      }),
    [text, fontSize, hasAside, asideWidth, caption],
  );
  // The writing is memoised apart from the aside: the Detective's face changes with an answer,
  // and the statement beside it need not render again for that.
  const writing = useMemo(
    () => (
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {caption && (
          <Typography component="p" sx={{ typography: 'chalk', fontSize: chalkFontCss(20), color: 'chalk.muted', mb: 1 }}>
            {caption}
          </Typography>
        )}
        <Typography component="p" sx={srOnly}>
          {text}
        </Typography>
        <Typography
          component="p"
          aria-hidden="true"
          data-testid="chalk-text"
          sx={{ typography: 'chalk', lineHeight: 1.3, overflowWrap: 'anywhere', m: 0 }}
          // Inline, as it differs for every statement: no new CSS rule (and page restyle) per question.
          style={{ fontSize: chalkFontCss(size) }}
        >
          {text.slice(0, count)}
          {/* The unwritten rest keeps its place, so the board does not reflow as it types. */}
          {count < text.length && <span style={{ visibility: 'hidden' }}>{text.slice(count)}</span>}
        </Typography>
      </Box>
    ),
    [caption, text, count, size],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ containerType: 'inline-size', width: '100%', maxWidth: CHALKBOARD_WIDTH, mx: 'auto' }}>
        <Box
          component="section"
          aria-label={label}
          data-typing={isTyping || undefined}
          onClick={isTyping ? skip : undefined}
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: `${CHALKBOARD_WIDTH} / ${CHALKBOARD_HEIGHT}`,
            boxSizing: 'border-box',
            p: `min(${CHALKBOARD_PADDING}px, calc(100cqw * ${CHALKBOARD_PADDING} / ${CHALKBOARD_WIDTH}))`,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            bgcolor: 'board.main',
            color: 'chalk.main',
            borderRadius: 2,
            border: `${CHALKBOARD_FRAME}px solid`,
            borderColor: 'board.dark',
            boxShadow: 'inset 0 0 40px rgba(0,0,0,0.45), 0 6px 18px rgba(0,0,0,0.25)',
            backgroundImage:
              'radial-gradient(ellipse at 25% 20%, rgba(255,255,255,0.07), transparent 55%), radial-gradient(ellipse at 75% 85%, rgba(255,255,255,0.05), transparent 50%)',
            cursor: 'default',
            '&[data-typing]': { cursor: 'pointer' },
          }}
        >
          {writing}
          {aside}
        </Box>
      </Box>
    </Box>
  );
});
