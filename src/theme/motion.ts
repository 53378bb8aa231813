/** Motion tokens: every animation in the app takes its timing from here. */
export const durations = {
  /** Small state changes (hover, focus). */
  fast: 150,
  base: 250,
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

/** framer-motion variants shared by overlays and panels. */
export const fadeUp = {
  hidden: { opacity: 0, y: 8 },
  visible: { opacity: 1, y: 0, transition: { duration: durations.base / 1000, ease: easings.standard } },
  exit: { opacity: 0, y: -4, transition: { duration: durations.fast / 1000, ease: easings.exit } },
};

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
