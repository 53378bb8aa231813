import { paths } from '@/config/paths';
import { CLASS_RETENTION_DAYS } from '@/contract/classSettings';
import type { ScreenCopy } from '../schema';

/** Copy for /about: mission, services and a closing note. */
export interface AboutContent extends ScreenCopy {
  mission: string[];
  /** Each thing the site offers; a tool names its page (`link`), so the About page leads to it. */
  services: { title: string; text: string; link?: { to: string; label: string } }[];
  closing: string[];
}

const about: AboutContent = {
  meta: {
    title: 'About Sophist',
    description:
      'Why Sophist exists: a sarcastic but correct guide to rhetoric, logical fallacies and critical thinking, with lessons, essays, games and tools.',
    path: paths.about,
  },
  eyebrow: 'About',
  title: 'About Sophist',
  tagline:
    'A rhetoric teacher who has heard every bad argument at every family dinner, and decided to do something about it besides sighing.',
  mission: [
    "The original sophists were travelling teachers in ancient Greece who taught persuasion for a fee. Plato never forgave them, and their name has been an insult ever since. I have borrowed it anyway, because the job is the same: to show you how persuasion works. The difference is the goal. They taught people to win arguments. I would like you to stop losing them to people who are wrong.",
    "You are being persuaded all day long, by adverts, headlines, managers, group chats and relatives. Most of it is harmless and some of it is useful. A good share of it relies on tricks: arguments that only look like arguments, emotions doing the work that evidence should do, and framing that decides for you before you have noticed there was a choice. The mission of this site is simple. Teach you to see those tricks, name them correctly and answer them calmly, and help you keep your own reasoning honest while you are at it.",
    "Expect sarcasm. Also expect accuracy. The jokes are there to make things stick; they never get to bend a definition.",
  ],
  services: [
    {
      title: 'Lessons on fallacies and techniques',
      text: 'Thirteen classic logical fallacies and eight rhetorical techniques, each with plain definitions, invented examples, how it works on you and how to answer it.',
    },
    {
      title: 'Dark arts articles',
      text: 'Longer reads on manipulation at scale: Machiavellian strategy, so-called NLP tactics and how propaganda is put together. Learn them so they stop working on you, not so you can try them at work.',
    },
    {
      title: 'Critical-thinking essays',
      text: 'Essays on thinking clearly, on why clever people believe silly things, and on when suspending disbelief is fine and when it is a costly habit.',
    },
    {
      title: 'Five games',
      text: 'Logical Fallacy Detective, a fallacy identification game, the Sophist Game (a rhetoric quiz), Argument Construction and the Rhetoric Analysis Challenge. Practice is where spotting a fallacy stops being something you read about and becomes a reflex.',
    },
    {
      title: 'A text parser',
      text: 'Paste in text full of code-like syntax or markup and get clean, readable text back, so you can analyse what was said rather than squint at the formatting.',
      link: { to: paths.parse, label: 'Open the text parser' },
    },
    {
      title: 'A transcription tool',
      text: 'For those with access, it turns an audio or video recording into a speaker-labelled transcript, so you can study a speech or debate line by line instead of from memory.',
      link: { to: paths.transcribe, label: 'Open the transcription tool' },
    },
    {
      title: 'Lesson plans for teachers',
      text: 'Three plans that each fit one 55-minute lesson, for Years 8 to 13: timed steps, the examples with their answers and why, and discussion questions with what to listen for. They print on A4, for the planning folder or the cover teacher.',
      link: { to: paths.teachLessons, label: 'See the lesson plans' },
    },
    {
      title: 'Classes without accounts',
      text: `A teacher makes a class and gets a code for the board; pupils join with it and a nickname they make up, never their real names. The teacher sees whether the class got better at judging arguments, or merely more suspicious. Nothing goes to anyone else, and a class is deleted ${CLASS_RETENTION_DAYS} days after it was last used.`,
      link: { to: paths.teach, label: 'Run a class' },
    },
    {
      title: 'A contact form',
      text: 'Found a mistake, a better example or a fallacy in the wild? Say hello. Corrections are welcome; being right matters more here than being clever.',
    },
  ],
  closing: [
    "New here? Start with the beginner's guide, which covers ethos, pathos and logos: the three pillars that everything else on this site is built on.",
    'And if you ever catch me committing a fallacy, do write in. I will be insufferable about it, but I will fix it.',
  ],
};

export default about;
