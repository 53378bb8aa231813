import type { Concept } from '../schema';
import ethos from './ethos';
import pathos from './pathos';
import logos from './logos';

/** The three concept pages, in reading order. */
export const concepts: Concept[] = [ethos, pathos, logos];
