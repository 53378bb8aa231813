import type { Block } from '@/content/schema';

/** One of every block type, in the order an article might use them: the whole vocabulary. */
export const everyBlock: Block[] = [
  {
    type: 'p',
    text: 'Every article on Sophist is built from the nine blocks on this page. If a writer needs a tenth, they ask, and the answer is usually "use a paragraph".',
  },
  { type: 'h2', text: 'A section heading' },
  { type: 'p', text: 'Paragraphs carry the argument. They sit at a measure of about seventy characters, because longer lines are where attention goes to die.' },
  { type: 'h3', text: 'A sub-heading' },
  { type: 'list', items: ['An unordered list item', 'Another one, slightly smugger'] },
  { type: 'list', ordered: true, items: ['Restate the claim.', 'Strip the adjectives.', 'Ask for the evidence.'] },
  { type: 'quote', text: 'A claim that cannot survive being said plainly was never a claim. It was a mood.', attribution: 'The Sophist' },
  { type: 'callout', title: 'Ground rule', text: 'Spotting a tactic is not a verdict on a person. People use these tricks by accident too.' },
  {
    type: 'defense',
    spot: 'A complex problem with exactly one cause, and a villain who happens to be the speaker\'s usual opponent.',
    resist: 'List at least three causes before you accept one. Look for the boring source: the budget, the report, the data.',
  },
  {
    type: 'checklist',
    title: 'Run this on any news item',
    items: ['What exactly is being claimed?', 'Who is the original source?', 'What would change my mind?'],
  },
  {
    type: 'worked',
    claim: 'Supplement ad: "Clinically proven to boost focus by up to 300%!"',
    steps: [
      { label: 'Cross out', text: 'Everything that cannot be checked: "revolutionary", "unlocks", "hidden potential".' },
      { label: 'Weasel words', text: '"Up to 300%" is the best single result; the typical one could be nothing.' },
    ],
    verdict: 'A trial happened. Whether the pill works is a question the ad carefully does not answer.',
  },
];
