import type { FallacyLesson } from '../schema';
import adHominem from './ad-hominem';
import appealToAuthority from './appeal-to-authority';
import appealToEmotion from './appeal-to-emotion';
import appealToPopularity from './appeal-to-popularity';
import appealToIgnorance from './appeal-to-ignorance';
import tuQuoque from './tu-quoque';
import redHerring from './red-herring';
import strawMan from './straw-man';
import beggingTheQuestion from './begging-the-question';
import falseDichotomy from './false-dichotomy';
import hastyGeneralization from './hasty-generalization';
import postHoc from './post-hoc';
import slipperySlope from './slippery-slope';

/** The 13 fallacy lessons, in the order the site teaches them (the pager and the category page follow it). */
export const fallacyLessons: FallacyLesson[] = [
  adHominem,
  appealToAuthority,
  appealToEmotion,
  appealToPopularity,
  appealToIgnorance,
  tuQuoque,
  redHerring,
  strawMan,
  beggingTheQuestion,
  falseDichotomy,
  hastyGeneralization,
  postHoc,
  slipperySlope,
];
