import type { Concept } from '../schema';

const concept: Concept = {
  id: 'logos',
  title: 'Logos',
  description:
    'Persuasion through the argument itself: reasons, evidence and the structure that connects them. The pillar everyone claims to stand on.',
  thumbnailEmoji: '🧩',
  featured: true,
  items: ['Reasoning', 'Evidence', 'Enthymeme'],
  tagline:
    'The one pillar everybody claims to be using, including the man who just proved his new diet works because he had a good Tuesday.',
  sections: [
    {
      heading: 'What Aristotle actually meant',
      paragraphs: [
        "The third means of persuasion in Aristotle's Rhetoric is the speech itself, when it proves or seems to prove a point. Note the honesty of \"seems to\": Aristotle knew perfectly well that an argument can persuade without being sound, and that a student of rhetoric needs to understand both kinds in order to use the first and see through the second.",
        "He names two instruments of logos. The first is the enthymeme, which he calls a rhetorical syllogism and treats as the heart of persuasion. The second is the example (paradeigma), which is rhetorical induction: reasoning from a similar case or cases to the present one.",
      ],
    },
    {
      heading: 'The enthymeme',
      paragraphs: [
        "A syllogism in logic spells everything out: all humans are mortal; Socrates is human; therefore Socrates is mortal. An enthymeme works with what the audience already believes, and it usually argues from what is probable or from signs rather than from certainties, because the questions people argue about in public (what happened, what to do, whom to praise) rarely allow certainty.",
        "Aristotle also notes that a speaker should not spell out every step. If a premise is familiar, the audience supplies it themselves, and a long chain of obvious steps is tedious. So \"we should not hire him; he lied on his last application\" leaves unstated the premise that someone who lied before is likely to lie again. That is efficient, and it is also where a great deal of trickery hides, because an unstated premise never has to be defended.",
      ],
      list: [
        'Find the conclusion: what am I being asked to believe or do?',
        'Find the stated reasons.',
        'Find the unstated premise that connects them, and ask whether you actually accept it.',
      ],
    },
    {
      heading: 'The example',
      paragraphs: [
        "Arguing from examples is the everyday form of induction: \"the last two councils that cut the library budget saw visitor numbers fall, so ours will too.\" Aristotle distinguishes historical examples, which point to things that really happened, from invented ones, such as comparisons and fables. Examples are persuasive because they are concrete, and risky for the same reason, because one vivid case is easy to mistake for a pattern. That mistake has its own name: hasty generalization.",
      ],
    },
    {
      heading: 'When logos goes wrong',
      paragraphs: [
        "Logos has its own counterfeits, and they are the most convincing ones, because they look like reasoning. Begging the question slips the conclusion into a premise. A false dilemma offers two options when there are more. Post hoc reasoning treats \"after\" as \"because\". A straw man argues brilliantly against a position nobody holds. Numbers and charts can also lend a logos costume to a weak case: a precise statistic about the wrong thing is still about the wrong thing.",
        "The good news is that logos is the pillar you can check at home. Reasons can be written down, premises can be questioned and evidence can be looked up. That is exactly what the fallacy lessons on this site train you to do.",
      ],
    },
  ],
  faqs: [
    {
      question: 'What is logos in rhetoric?',
      answer:
        'Logos is persuasion through the argument itself: the reasons and evidence a speech offers, which prove or appear to prove its point. In Aristotle\'s Rhetoric its two main tools are the enthymeme and the example.',
    },
    {
      question: 'What is an enthymeme?',
      answer:
        'Aristotle\'s rhetorical syllogism: a deductive argument adapted to an audience, usually reasoning from probabilities, signs and beliefs the audience already holds. Because the audience can supply familiar premises, enthymemes often leave a premise unstated.',
    },
    {
      question: 'Does a logical argument always persuade?',
      answer:
        'No. A sound argument can fail if the audience distrusts the speaker or is in no frame of mind to listen, and a fallacious argument can succeed if it looks like reasoning. That is why Aristotle treats logos alongside ethos and pathos, not instead of them.',
    },
  ],
  metaDescription:
    'Logos explained: Aristotle on proof and apparent proof, the enthymeme and the example, hidden premises, and the fallacies that imitate good reasoning.',
};

/** Text of the "I Warned You!" modal opened by the Learn More button on /concept/logos. */
export const warnedYou = {
  title: 'I Warned You!',
  paragraphs: [
    "So you have mastered logos. Premises, conclusions, the enthymeme with its sneaky missing step. You are ready to walk into a room and win it with reason alone. Lovely. Let me know how that goes.",
    "Here is what I warned you about: a perfectly valid argument bounces off a room that has already decided. People who feel threatened, insulted or loyal to the other side do not weigh your premises; they weigh you. Logic is necessary, but it is not armour. And the fallacies will come from every direction, delivered with total confidence, including, on a bad day, from you.",
    "So learn the playbook. Head to the categories and start with the logical fallacies, the counterfeit arguments that look like logos, then move on to the rhetorical techniques that work on an audience around the argument rather than through it. Try each one on your own side's favourite arguments first; that is where they hide best. You will still lose arguments. You will just know exactly why.",
  ],
  button: 'Okay, I get it!',
};

export default concept;
