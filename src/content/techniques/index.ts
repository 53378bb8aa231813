import type { Technique } from '../schema';
import appealsToFear from './appeals-to-fear';
import appealsToNostalgia from './appeals-to-nostalgia';
import repetitionCatchphrases from './repetition-catchphrases';
import polarizationTactics from './polarization-tactics';
import framingEffects from './framing-effects';
import gaslighting from './gaslighting';
import virtueSignaling from './virtue-signaling';
import reductioAdAbsurdum from './reductio-ad-absurdum';

/** The 8 rhetorical techniques, in site order. */
export const techniques: Technique[] = [
  appealsToFear,
  appealsToNostalgia,
  repetitionCatchphrases,
  polarizationTactics,
  framingEffects,
  gaslighting,
  virtueSignaling,
  reductioAdAbsurdum,
];
