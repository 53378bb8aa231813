import { createContext, useContext, useEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import MuiTouchRipple, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { whenIdle } from '@/lib/whenIdle';

/**
 * Where a component rendered for a warm-up puts what it would portal (a dialog's layer): the
 * warm-up's own element, never the page. Null outside a warm-up.
 */
const WarmUpContext = createContext<HTMLElement | null>(null);

/** The element a dialog rendered inside <StyleWarmUp> mounts into instead of the document's body. */
export function useWarmUpContainer(): HTMLElement | null {
  return useContext(WarmUpContext);
}

/** MUI's press ripple (its type declaration names the render function, not the component it exports). */
const TouchRipple = MuiTouchRipple as unknown as ComponentType<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>;

/**
 * A button's press ripple, rippling once: MUI mounts it at the first press on the page, and its
 * CSS (a dozen and more rules) went in in that press's frame (the analysis game's first Mark as Found).
 */
function RippleWarmUp() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => {
    ripple.current?.start(undefined, { center: true });
  }, []);
  return <TouchRipple ref={ripple} center />;
}

/**
 * The laid-out warm-up's box: in the document but out of its flow (nothing moves), clipped to no
 * height (the page grows no longer), invisible (nothing shows, and nothing in it can take focus or
 * be heard), inert besides.
 */
const LAID_OUT: CSSProperties = { position: 'absolute', left: 0, right: 0, height: 0, overflow: 'hidden', visibility: 'hidden', contain: 'layout paint' };

export interface StyleWarmUpProps {
  /** What to warm up: the dialog, card or screen a coming move shows. */
  children: ReactNode;
  /**
   * Also lay it out: rendered in the page (invisible, out of the flow and the accessibility tree)
   * rather than outside it, so the browser shapes its text and caches its fonts ahead. For a large
   * screen of text a move shows (the argument game's analysis): laying it out for the first time
   * was two thirds of its frame's layout at 4x CPU.
   */
  laidOut?: boolean;
}

/**
 * Renders `children` once, at the first idle moment, into an element that is never attached to
 * the document, and drops them at the next. Nothing shows, takes focus or is announced (a `Modal`
 * inside opens there, without locking scrolling or touching focus); what stays behind are the CSS
 * rules Emotion inserted for them. A game's first dialog or first placed card would otherwise
 * insert dozens of rules in the frame that answers the player's first move (and every inserted
 * rule restyles the whole page). With `laidOut`, the children are rendered in the page instead,
 * out of sight, so that the browser lays them out too (a dialog among them still opens in the
 * detached element). Every warm-up also ripples a button's press ripple once.
 */
export function StyleWarmUp({ children, laidOut = false }: StyleWarmUpProps) {
  // Waiting for idle, then rendered (into a detached element, or out of sight in place), then (at the next idle) dropped.
  const [container, setContainer] = useState<HTMLElement | null | 'done'>(null);
  useEffect(() => {
    if (container === 'done') return;
    let live = true;
    whenIdle(() => {
      if (live) setContainer(container === null ? document.createElement('div') : 'done');
    });
    return () => {
      live = false;
    };
  }, [container]);
  // (No instanceof HTMLElement here: the prerender runs where there is no DOM.)
  if (container === null || container === 'done') return null;
  const warm = (
    <WarmUpContext value={container}>
      <RippleWarmUp />
      {children}
    </WarmUpContext>
  );
  return laidOut ? (
    <div aria-hidden="true" inert style={LAID_OUT}>
      {warm}
    </div>
  ) : (
    createPortal(warm, container)
  );
}
