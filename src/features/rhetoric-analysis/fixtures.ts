/**
 * Small analysis articles for tests and stories, shaped like src/content/games/analysisArticles.ts.
 * Offsets are computed from the text, so they cannot drift while the wording is edited.
 */
import type { AnalysisArticle, AnalysisSegment } from '@/content/games/types';

function at(fullText: string, text: string, technique: string, explanation: string): AnalysisSegment {
  const startIndex = fullText.indexOf(text);
  if (startIndex < 0) throw new Error(`Fixture segment not in its text: ${text}`);
  return { text, technique, explanation, startIndex, endIndex: startIndex + text.length };
}

const opEdText =
  'Our town council wants a roundabout. A roundabout! Next they will want a moat.\n\n' +
  'Every morning I drive to work, every morning I wait at that light, every morning I grow older. ' +
  'Do we really need to spend a fortune to save me ninety seconds?\n\n' +
  'Write to the council today.';

export const fixtureOpEd: AnalysisArticle = {
  id: 'fixture-roundabout',
  title: 'Roundabouts Are a Slippery Circle',
  source: 'The Fictional Gazette (invented)',
  date: '2024-05-01',
  fullText: opEdText,
  segments: [
    at(opEdText, 'Next they will want a moat.', 'Hyperbole', 'Nobody proposed a moat: the exaggeration makes the roundabout sound absurd.'),
    at(
      opEdText,
      'Every morning I drive to work, every morning I wait at that light, every morning I grow older.',
      'Anaphora',
      'Three clauses open with "every morning": the repetition drums in the daily suffering.',
    ),
    at(
      opEdText,
      'Do we really need to spend a fortune to save me ninety seconds?',
      'Rhetorical Question',
      'The writer does not want an answer; the question is built so only "no" sounds sane.',
    ),
    at(opEdText, 'Write to the council today.', 'Call to Action', 'The piece ends by telling the reader what to do, and when.'),
  ],
  difficulty: 'medium',
  category: 'article',
};

const adText = 'Crunchy. Munchy. Unstoppable. Snackbar bars: the breakfast of people who hit snooze.';

export const fixtureAd: AnalysisArticle = {
  id: 'fixture-snackbar',
  title: 'Snackbar Bars',
  fullText: adText,
  segments: [
    at(adText, 'Crunchy. Munchy. Unstoppable.', 'Rule of Three', 'Three one-word sentences in a row: the rule of three, with a rhyme for luck.'),
    at(adText, 'the breakfast of people who hit snooze', 'Euphemism', '"People who hit snooze" is a kind way of saying "people who are late".'),
  ],
  difficulty: 'medium',
  category: 'article',
};

export const fixtureArticles: AnalysisArticle[] = [fixtureOpEd, fixtureAd];
