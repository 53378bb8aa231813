import { useTheme, type Theme } from '@mui/material';
import { useEventCallback, useForkRef } from '@mui/material/utils';
import { cloneElement, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type Ref } from 'react';
import { beforePaint } from '@/lib/beforePaint';
import { fadeKeyframes, reducedMotionQuery } from '@/theme/motion';

type Timeout = number | { enter?: number; exit?: number };
type Mode = 'enter' | 'exit';

export interface QuickFadeProps {
  /** Shown (fades in) or not (goes, then is hidden). */
  in?: boolean;
  /** Fade lengths in ms, one for both or `{ enter, exit }` (MUI's dialog defaults when left out). */
  timeout?: Timeout;
  /** Called as the fade in starts (a Modal marks itself shown here). */
  onEnter?: (node: HTMLElement, isAppearing: boolean) => void;
  /** Called when the fade in has ended. */
  onEntered?: (node: HTMLElement, isAppearing: boolean) => void;
  /** Called as the fade out starts. */
  onExit?: (node: HTMLElement) => void;
  /** Called when the fade out has ended (a Modal unmounts or hides itself here). */
  onExited?: (node: HTMLElement) => void;
  /** Styles for the child, over the fade's own. */
  style?: CSSProperties;
  /** The one element that fades (it must take a ref and a style). */
  children: ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>;
  /** The child's element, as MUI's transitions forward it. */
  ref?: Ref<HTMLElement>;
}

const HIDDEN: CSSProperties = { opacity: 0, visibility: 'hidden' };

function fadeDuration(theme: Theme, timeout: Timeout | undefined, mode: Mode): number {
  if (typeof window !== 'undefined' && window.matchMedia?.(reducedMotionQuery).matches) return 0;
  const fallback = mode === 'enter' ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen;
  return typeof timeout === 'number' ? timeout : (timeout?.[mode] ?? fallback);
}

/**
 * MUI's Fade as a CSS animation, for a Dialog and its backdrop (Modal's fade).
 * MUI's Fade reads the element's scrollTop as it starts, so that the browser applies the starting
 * opacity before the transition: a forced layout of the whole page (the dialog just added, the
 * scroll lock just applied) inside the task that opens the dialog, 15-20 ms of a 60 ms key press at
 * 4x CPU. An animation starts from its first keyframe without that, and the layout is done once,
 * before the paint. Same easing as Fade; under reduced motion (or a zero duration) there is no
 * animation and the end comes just before the next paint. Otherwise the callbacks come on timers,
 * as in MUI's own transitions, so they come even where nothing is painted (a warm-up's dialog).
 */
export function QuickFade(props: QuickFadeProps) {
  // MUI's slots pass more than these props; what is not read here goes on to the child.
  const {
    ref,
    in: inProp = false,
    timeout,
    onEnter,
    onEntered,
    onExit,
    onExited,
    style,
    children,
    // Passed by MUI's slots for its own transitions: nothing here uses them.
    appear: _appear,
    ownerState: _ownerState,
    easing: _easing,
    addEndListener: _addEndListener,
    onEntering: _onEntering,
    onExiting: _onExiting,
    ...other
  } = props as QuickFadeProps & Record<string, unknown>;
  const theme = useTheme();
  // Closed and faded out: hidden (a kept-mounted dialog stays in the document like this).
  const [exited, setExited] = useState(!inProp);
  if (inProp && exited) setExited(false);
  const nodeRef = useRef<HTMLElement | null>(null);
  const handleRef = useForkRef(nodeRef, children.props.ref, ref);
  const appearing = useRef(true);
  const entering = useEventCallback((node: HTMLElement, isAppearing: boolean) => onEnter?.(node, isAppearing));
  const entered = useEventCallback((node: HTMLElement, isAppearing: boolean) => onEntered?.(node, isAppearing));
  const exiting = useEventCallback((node: HTMLElement) => onExit?.(node));
  const done = useEventCallback((node: HTMLElement) => {
    setExited(true);
    onExited?.(node);
  });

  useLayoutEffect(() => {
    const node = nodeRef.current;
    const isAppearing = appearing.current;
    appearing.current = false;
    // Nothing to fade out when it was never shown (or a re-run finds it gone already).
    if (!node || (!inProp && (isAppearing || exited))) return undefined;
    // Without a fade (no duration, or reduced motion) the end comes just before the next paint:
    // a closing dialog stays visible until then, so the focus in it is not dropped to the page's
    // body for a frame before it is given back.
    const after = (ms: number, end: () => void) => {
      if (ms === 0) return beforePaint(end);
      const timer = window.setTimeout(end, ms);
      return () => window.clearTimeout(timer);
    };
    if (inProp) {
      entering(node, isAppearing);
      return after(fadeDuration(theme, timeout, 'enter'), () => entered(node, isAppearing));
    }
    exiting(node);
    return after(fadeDuration(theme, timeout, 'exit'), () => done(node));
    // Runs when `in` changes (the durations are read then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp]);

  const animate = (name: string, mode: Mode): CSSProperties => ({
    animation: `${name} ${fadeDuration(theme, timeout, mode)}ms ${theme.transitions.easing.easeInOut} both`,
  });
  const fade = inProp ? animate(fadeKeyframes.in, 'enter') : exited ? HIDDEN : animate(fadeKeyframes.out, 'exit');
  // Anything else (a backdrop's click handler) goes to the child.
  return cloneElement(children, { ...other, style: { ...fade, ...style, ...children.props.style }, ref: handleRef });
}
