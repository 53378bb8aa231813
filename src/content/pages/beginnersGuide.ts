import { paths } from '@/config/paths';
import type { ScreenCopy } from '../schema';

/** Copy for /beginners-guide: intro, exercise lead-in and outro around the three concept cards. */
export interface BeginnersGuideContent extends ScreenCopy<string[]> {
  intro: string[];
  exerciseIntro: string;
  outro: string[];
  /** The button from the guide to practice. */
  practiceLabel: string;
}

const beginnersGuide: BeginnersGuideContent = {
  meta: {
    title: "Beginner's Guide: Ethos, Pathos and Logos",
    description:
      "Aristotle's three means of persuasion explained for beginners: ethos, pathos and logos, when each goes wrong, and an exercise to build an argument of your own.",
    path: paths.beginnersGuide,
  },
  eyebrow: 'Start here',
  title: "Beginner's Guide to Persuasion",
  tagline:
    'Ethos, pathos and logos without the toga. Twenty-four centuries old, still running your weekly meeting.',
  intro: [
    "Somewhere around the fourth century BC, Aristotle sat down and wrote the Rhetoric, in which he defined rhetoric as the ability to see, in any given case, the available means of persuasion. Then he did something very useful: he sorted the means a speech itself can supply into three kinds. We still use his Greek names for them, mostly to sound clever at parties. They are ethos, pathos and logos.",
    'Ethos is persuasion through character. You believe a speaker because they come across as knowledgeable, honest and on your side. Pathos is persuasion through the audience\'s frame of mind. The same facts land differently on a frightened room and a cheerful one, and a good speaker knows which room they are in. Logos is persuasion through the argument itself: reasons, evidence and the structure that links them to a conclusion.',
    "Three things to know before you start. First, none of the three is bad. Trusting credible people, feeling appropriate emotions and following reasons are all normal, healthy parts of how humans decide things. Second, each can be abused, and the abuses have names: appeal to authority and ad hominem twist ethos, appeal to emotion twists pathos, and a whole zoo of fallacies imitates logos. Third, real persuasion nearly always uses all three at once. The advert with the doctor, the sad music and the statistic is working all three pillars in thirty seconds.",
    'Pick a pillar below and read its page. Each one explains what Aristotle actually meant, shows it in the wild and tells you when it goes wrong.',
  ],
  exerciseIntro:
    'Now build one yourself. Pick a claim, then add a bit of ethos, pathos and logos and watch an opinion turn into an argument. Try to make each pillar honest; it is harder than it looks.',
  outro: [
    'Once you can see the three pillars, you will notice them everywhere: in adverts, speeches, emails from your landlord and your own attempts to talk a friend out of a terrible haircut.',
    'The next step is learning what it looks like when they are faked. Head to the categories for the logical fallacies and rhetorical techniques. Bring snacks; there are a lot of them.',
  ],
  practiceLabel: 'Practise on the fallacy game',
};

export default beginnersGuide;
