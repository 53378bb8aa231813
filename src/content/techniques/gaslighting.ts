import type { Technique } from '../schema';

const technique: Technique = {
  id: 'gaslighting',
  name: 'Gaslighting',
  description:
    'A pattern of manipulation that makes someone doubt their own memory, perception or judgement, so they come to rely on the manipulator\'s version of reality.',
  example:
    '"I never said that. You always remember things wrong. Honestly, I\'m worried about you."',
  tagline:
    'The one technique on this site where I put the sarcasm down for a moment. It deserves to be understood properly, because the people it happens to deserve to be believed.',
  quote: {
    text: 'An argument tries to change what you think. Gaslighting tries to change whether you trust yourself to think at all.',
    attribution: 'The Sophist',
  },
  meaning: [
    "Gaslighting is a form of psychological manipulation in which one person repeatedly leads another to doubt their own memory, perception or sanity. The goal, conscious or not, is control: if you no longer trust your own account of events, you become dependent on the gaslighter's account. It most often happens in relationships with an imbalance of power or closeness, such as romantic partners, families and workplaces, though groups and institutions can do versions of it too.",
    "The name comes from Patrick Hamilton's 1938 play Gas Light and its best-known film adaptation, Gaslight (1944). A husband moves and hides things around the house, and when the gas lamps dim because of his own secret activity, he insists that his wife is imagining it all, until she begins to believe she is losing her mind. The word has become so common that Merriam-Webster chose it as its word of the year for 2022.",
    "Because the word is popular, it is also overused, and precision matters here. A single lie is a lie. An honest disagreement about what happened is a disagreement; people really do remember things differently. Someone telling you that you are wrong is not, by itself, gaslighting. The term describes a pattern: repeated denial of your experience, combined with attacks on your ability to perceive and remember, which over time erodes your confidence in your own mind. Using the word carefully keeps it useful for the people who need it.",
  ],
  mechanics: [
    "Gaslighting works because memory really is fallible, and everyone knows it. The manipulator borrows a true general fact (people misremember things) and applies it selectively: always to you, never to themselves. Each individual incident can seem small and deniable. The damage comes from repetition, which slowly shifts the default from \"I saw what I saw\" to \"maybe I got it wrong again\".",
    "Common moves include flat denial (\"that never happened\"), countering (\"you're remembering it wrong, as usual\"), trivialising (\"you're being far too sensitive\"), diverting (\"who put that idea in your head?\"), and pathologising (\"you're being paranoid; you should get help\"). These are often mixed with warmth and affection, which makes the person on the receiving end less likely to trust their doubts about the relationship itself.",
    "Isolation makes it stronger. Our sense of what is real is partly social: we check our perceptions against other people. A gaslighter may discourage contact with friends or family, or tell you that others think you are unstable, which removes the outside reference points that would otherwise contradict their story.",
    "The effects can be serious: anxiety, constant second-guessing, apologising reflexively, difficulty making decisions and a feeling of no longer recognising yourself. None of this means the person affected is weak or gullible. Gaslighting exploits ordinary trust, and it tends to work best on people who are fair-minded enough to consider that they might be wrong.",
  ],
  examples: [
    {
      title: 'The relationship',
      text: 'One partner makes plans for the weekend, then later insists they never agreed to them and that the other "always invents conversations." When shown a text message, they say it was obviously a joke.',
      analysis:
        'One incident could be a misunderstanding. Repeated over months, the pattern teaches the other person to distrust their memory and to stop bringing things up. The written record matters precisely because it is an outside reference point.',
    },
    {
      title: 'The workplace',
      text: 'A manager repeatedly changes instructions verbally, then criticises an employee for "not following what we agreed" and suggests they are "struggling to keep up lately."',
      analysis:
        'The shifting instructions create the errors, and the comments about the employee\'s competence explain the errors away. Confirming instructions in writing is a simple, non-confrontational protection.',
    },
    {
      title: 'The family story',
      text: 'An adult remembers a painful childhood event. Relatives consistently respond, "That never happened, you were always dramatic," and change the subject.',
      analysis:
        'Families do remember differently, and not every disagreement about the past is gaslighting. But a consistent pattern of dismissing someone\'s experience and attacking their reliability can have the same effect on how they see themselves.',
    },
  ],
  counterTips: [
    'Keep a simple record: dates, what was said, what was agreed. Notes, messages and emails are outside reference points that do not change their story.',
    'Check your perceptions with people you trust outside the situation. Isolation is what makes gaslighting work.',
    'Notice the pattern rather than arguing every incident. You do not need to win each disagreement to recognise that the disagreements always end with you doubting yourself.',
    'Watch for comments about your mental state used to end conversations, such as "you\'re crazy" or "you\'re too sensitive."',
    'It is fine to say, "We remember this differently," and leave it there. You do not have to adopt someone else\'s version to keep the peace.',
    'If this describes your situation, consider talking to a counsellor or therapist, or to a local support service for people experiencing emotional abuse. If you are ever in danger, contact your local emergency services.',
  ],
  proTip:
    'Trust is supposed to make you feel steadier, not smaller. If being close to someone leaves you constantly unsure of your own memory, the problem may not be your memory. You do not need proof beyond doubt to reach out for support; feeling confused and diminished is reason enough.',
  faqs: [
    {
      question: 'Where does the word gaslighting come from?',
      answer:
        'From the 1938 play Gas Light by Patrick Hamilton and its film adaptations (a British one in 1940 and the better-known Hollywood Gaslight of 1944), in which a husband manipulates his wife into believing she is losing her sanity, for instance by insisting she is imagining the gas lights dimming when his own secret activity is the cause.',
    },
    {
      question: 'Is every disagreement or lie gaslighting?',
      answer:
        'No. People honestly remember things differently, and a single lie is just a lie. Gaslighting describes a sustained pattern of denying someone\'s experience and undermining their trust in their own memory and perception, usually to gain control.',
    },
    {
      question: 'What should I do if I think I am being gaslit?',
      answer:
        'Keep written records, talk to people you trust outside the situation, and consider speaking to a counsellor or a local support service for emotional abuse. Your feelings of confusion are worth taking seriously. If you are ever in danger, contact your local emergency services.',
    },
    {
      question: 'Can someone gaslight without meaning to?',
      answer:
        'The effect can occur even when a person is not consciously planning it, for example if they habitually deny uncomfortable facts. Intent matters for judging the person, but the impact on the one being doubted can be similar, and it is fair to address the behaviour either way.',
    },
  ],
  keywords: [
    'gaslighting',
    'psychological manipulation',
    'emotional abuse',
    'Gas Light 1938',
    'signs of gaslighting',
    'manipulation tactics',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-12-22',
  metaDescription:
    'What gaslighting is and is not: the 1938 origin, the common tactics, why it works, and practical, kind steps for anyone who recognises the pattern.',
};

export default technique;
