/**
 * Small quiz questions for tests and stories, shaped like the content in
 * src/content/games/quiz.ts but short enough to play through by hand.
 */
import type { QuizOption, QuizQuestion } from '@/content/games/types';

const option = (text: string, correct: boolean, explanation: string): QuizOption => ({ text, correct, explanation });

export const fixtureQuestions: QuizQuestion[] = [
  {
    id: 'fixture-coffee',
    title: 'The Office Coffee Machine',
    fullText:
      'The office coffee machine is a tiny volcano of despair. It gurgles like a dying walrus. Is anyone surprised that it broke on a Monday?',
    segments: [
      {
        text: 'The office coffee machine is a tiny volcano of despair.',
        options: [
          option('Metaphor', true, 'The machine is called a volcano outright, with no "like" or "as": that is a metaphor.'),
          option('Simile', false, 'A simile compares with "like" or "as". Look again: there is no "like" here.'),
          option('Anaphora', false, 'Anaphora repeats the opening words of several clauses. One sentence cannot repeat itself.'),
        ],
        analysis: {
          fullExplanation: 'Calling a coffee machine a volcano turns a kitchen appliance into a natural disaster.',
          relatedTechniques: ['Hyperbole', 'Simile'],
          tips: ['Ask whether the thing is said to BE something else: that is a metaphor.'],
        },
      },
      {
        text: 'It gurgles like a dying walrus.',
        options: [
          option('Simile', true, 'A comparison with "like": the machine gurgles like a walrus. Textbook simile.'),
          option('Metaphor', false, 'A metaphor would say it IS a walrus. This one only sounds like one.'),
          option('Irony', false, 'Nothing here means the opposite of what it says. The walrus is sincere.'),
        ],
      },
      {
        text: 'Is anyone surprised that it broke on a Monday?',
        options: [
          option('Rhetorical Question', true, 'Nobody is expected to answer: the question makes a point (of course it broke on a Monday).'),
          option('Call to Action', false, 'A call to action tells you to do something. This only asks, and not sincerely.'),
          option('Antithesis', false, 'Antithesis sets opposites side by side. There is only one idea here: doom.'),
        ],
      },
    ],
  },
  {
    id: 'fixture-gym',
    title: 'The Gym Membership',
    fullText: 'Join today. Sweat today. Win today. Our treadmills practically run themselves.',
    segments: [
      {
        text: 'Join today. Sweat today. Win today.',
        options: [
          option('Rule of Three', true, 'Three short, parallel commands in a row: the rule of three.'),
          option('Euphemism', false, 'A euphemism softens something unpleasant. "Sweat" is not softened at all.'),
          option('Allusion', false, 'An allusion points to a famous work or event. This points only at your wallet.'),
        ],
      },
      {
        text: 'Our treadmills practically run themselves.',
        options: [
          option('Personification', true, 'Treadmills are given the human act of running on their own.'),
          option('Juxtaposition', false, 'Juxtaposition places two contrasting things side by side. There is only a treadmill.'),
          option('Colloquialism', false, 'Nothing here is slang or chatty speech; the trick is the self-running machine.'),
        ],
      },
    ],
  },
];
