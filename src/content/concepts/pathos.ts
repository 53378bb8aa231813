import type { Concept } from '../schema';

const concept: Concept = {
  id: 'pathos',
  title: 'Pathos',
  description:
    'Persuasion through emotion: putting the audience in a frame of mind where a conclusion feels right. Essential, powerful, and the favourite tool of every scam.',
  thumbnailEmoji: '💓',
  featured: true,
  items: ['Emotion', 'Audience', 'Frame of mind'],
  tagline:
    'You like to think you make decisions with your head. Your head would like a word, once your heart has finished making them.',
  sections: [
    {
      heading: 'What Aristotle actually meant',
      paragraphs: [
        "The second means of persuasion in Aristotle's Rhetoric lies in the audience: putting the listeners into a certain frame of mind. His reasoning is simple and still true. We do not give the same judgement when we are pleased as when we are pained, or when we feel friendly as when we feel hostile. The same facts, heard by an angry jury and a calm one, produce different verdicts.",
        "Aristotle took this seriously enough to spend a large part of Book II on the emotions one by one: anger and calm, friendship and enmity, fear and confidence, shame, kindness, pity, indignation, envy and emulation. For each he asks what state of mind people are in when they feel it, towards whom they feel it, and on what grounds. That last question matters. In his account, emotions respond to how we see a situation, which is why a speaker can influence them by describing the situation in a particular way.",
        "He was also critical of the handbook writers of his day who taught little except how to stir up a jury's feelings about matters that had nothing to do with the case. Warping the judge's feelings, he says, is like bending a ruler before you use it to measure. So pathos, for Aristotle, is legitimate when the emotion fits the facts, and a corruption of judgement when it does not.",
      ],
    },
    {
      heading: 'Pathos in the wild',
      paragraphs: [
        "Charity appeals show one child, not a statistic, because a single face moves people more than a number. Insurance adverts show a flooded kitchen. Car adverts show open roads and freedom. Campaign videos swell with music at the exact moment the candidate says \"our children\". A wedding speech makes the room cry and then laugh, and everyone remembers it for years.",
        "None of that is automatically wrong. Emotions are not the opposite of reasoning; they are part of how we recognise what matters. Someone who feels nothing about injustice has not become more rational, just less informed about what is at stake. A good speaker uses emotion to make an accurate picture vivid, so that the audience cares about what is actually there.",
      ],
      list: [
        'Vivid stories and concrete images',
        'Music, tone of voice and pacing',
        'Loaded words: "slaughter" versus "cull", "investment" versus "spending"',
        'Appeals to shared identity: "people like us"',
      ],
    },
    {
      heading: 'When pathos goes wrong',
      paragraphs: [
        "Pathos turns into manipulation when the emotion replaces the evidence rather than responding to it. The appeal to emotion fallacy is the general case: feelings offered as if they proved a claim. Appeals to fear, nostalgia and outrage are specialised versions, and each has its own page on this site because each has its own tricks.",
        "The practical test is the ruler test Aristotle gave us. Ask whether the feeling fits the facts, and whether you would reach the same conclusion once the feeling fades. Strong emotion is a good reason to pay attention. It is a poor reason to decide on the spot.",
      ],
    },
  ],
  faqs: [
    {
      question: 'What is pathos in rhetoric?',
      answer:
        'Pathos is persuasion by putting the audience into a frame of mind that favours the speaker\'s conclusion. Aristotle treats it as one of three kinds of proof a speech can supply, because people judge differently depending on their emotional state.',
    },
    {
      question: 'Is an emotional appeal always a fallacy?',
      answer:
        'No. Emotions can be appropriate responses to real features of a situation, and helping an audience feel what is genuinely at stake is legitimate. It becomes the appeal to emotion fallacy when feelings are offered in place of evidence or are stirred up about things unrelated to the question.',
    },
    {
      question: 'Which emotions does Aristotle discuss in the Rhetoric?',
      answer:
        'In Book II he analyses anger and calm, friendship and enmity, fear and confidence, shame, kindness, pity, indignation, envy and emulation, asking for each what state people are in, towards whom, and on what grounds.',
    },
  ],
  metaDescription:
    'Pathos explained: Aristotle on putting an audience in a frame of mind, the emotions of Rhetoric Book II, legitimate emotional appeals and manipulative ones.',
};

export default concept;
