/** Motion tokens: every animation in the app takes its timing from here. */
export const durations = {
  /** Small state changes (hover, focus). */
  fast: 150,
  base: 250,
  /** A dialog fades in (it closes without a fade). */
  dialogIn: 225,
  slow: 400,
  /** Toasts fade out over half a second. */
  toastFade: 500,
  /** Start and transition overlays. */
  overlay: 800,
  /** A score that rises pulses for one second. */
  scorePulse: 1000,
  /** Corner cards. */
  cornerCard: 1500,
  /** Gradient test page. */
  gradient: 5000,
} as const;

export const easings = {
  standard: [0.2, 0, 0, 1] as const,
  exit: [0.4, 0, 1, 1] as const,
  css: 'cubic-bezier(0.2, 0, 0, 1)',
};

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Dialogs and their backdrops fade with these keyframes (QuickFade; defined in the global styles). */
export const fadeKeyframes = { in: 'sophist-fade-in', out: 'sophist-fade-out' } as const;

/**
 * Hover styles go inside this query: only a pointer that can hover (a mouse, a trackpad) gets
 * them. On a touch screen a tap leaves :hover on the element it touched until the next tap, so
 * the button in the same place on the next question would look picked.
 */
export const HOVER = '@media (hover: hover)';
