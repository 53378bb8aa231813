import type { Concept } from '../schema';
import ethos from './ethos';
import pathos from './pathos';
import logos from './logos';

/** The three concept pages, in reading order (site-spec §2.9). */
export const concepts: Concept[] = [ethos, pathos, logos];
