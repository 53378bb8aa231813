import type { Concept } from '../schema';

const concept: Concept = {
  id: 'ethos',
  title: 'Ethos',
  description:
    'Persuasion through character: why we believe some speakers before they have finished their first sentence, and why that is both sensible and dangerous.',
  thumbnailEmoji: '🎓',
  featured: true,
  items: ['Credibility', 'Character', 'Goodwill'],
  tagline:
    'Trust me, I am a rhetoric teacher. You were supposed to ask for my credentials just then.',
  sections: [
    {
      heading: 'What Aristotle actually meant',
      paragraphs: [
        "In Book I of the Rhetoric, Aristotle sorts the means of persuasion that a speech itself can supply into three kinds. The first depends on the character of the speaker. We believe good and fair-minded people more readily than others, he observes, on most subjects and almost completely on questions where certainty is impossible and opinion is divided. He even suggests that character may be close to the most powerful means of persuasion a speaker has.",
        "Here is the part most summaries skip. For Aristotle, ethos is character as it is shown in the speech. He says the trust should come from what the speaker says, not from what the audience already thought of them before they began. Reputation, titles and fame are real influences, but they are not what he is describing. Ethos is built, or wrecked, sentence by sentence: by how fairly you treat the other side, how well you know your subject and how obviously you have the audience's interests at heart.",
        "In Book II he names the three qualities that make a speaker trustworthy in the audience's eyes:",
      ],
      list: [
        'Practical wisdom (phronesis): you seem to know what you are talking about and to judge sensibly.',
        'Virtue (arete): you seem honest and of good character, not the type to say anything to win.',
        'Goodwill (eunoia): you seem to want what is good for the listeners, not just for yourself.',
      ],
    },
    {
      heading: 'Ethos in the wild',
      paragraphs: [
        "You meet ethos every day. The toothpaste advert puts an actor in a white coat. The job candidate mentions where they trained. The friend who fixes your laptop is trusted on computers and, for some reason, also on wine. A politician rolls up their sleeves to show they are one of the workers. A charity letter opens with a story from someone who has been helped, because testimony from someone who has been there carries its own weight.",
        "Ethos can also be lost in a single sentence. Overclaiming, sneering at the audience, getting a simple fact wrong or being caught contradicting yourself all damage it, often more than a weak argument would. Admitting a limitation, by contrast, tends to build it: \"I'm not sure about the long-term numbers, but here is what we know\" makes the rest sound more believable, not less.",
      ],
    },
    {
      heading: 'When ethos goes wrong',
      paragraphs: [
        "Relying on credible people is not lazy; it is how anyone gets through a world too big to check personally. You trust your doctor on medicine and your mechanic on brakes. The reasoning goes wrong when credibility is borrowed from the wrong place or used in place of evidence that is available and should be examined.",
        "That is where ethos meets its fallacies. The appeal to authority becomes fallacious when the authority is outside their field, when experts in the field broadly disagree with them, or when the authority is presented as settling a question that evidence could settle. Ad hominem is the same machinery pointed the other way: attacking a speaker's character instead of their argument. And the halo effect, our tendency to let one good impression colour everything else, is why a famous athlete's opinion on mortgages sells mortgages.",
      ],
      list: [
        'Ask: is this person an expert in this specific question?',
        'Ask: what do other experts in the field say?',
        'Ask: what would I think of the argument if a stranger had made it?',
      ],
    },
  ],
  faqs: [
    {
      question: 'What is ethos in rhetoric?',
      answer:
        'Ethos is persuasion through the character and credibility of the speaker. In Aristotle\'s Rhetoric, it is one of three kinds of proof a speech can supply, alongside pathos and logos, and it works when the speech makes the speaker seem worth believing.',
    },
    {
      question: 'What are the three parts of ethos?',
      answer:
        'In Book II of the Rhetoric, Aristotle says speakers are trusted for three things: practical wisdom (phronesis), virtue or good character (arete), and goodwill towards the audience (eunoia).',
    },
    {
      question: 'Is using ethos the same as an appeal to authority fallacy?',
      answer:
        'No. Citing a relevant, credible expert is often a reasonable form of evidence. It becomes the appeal to authority fallacy when the authority is not an expert on the question, when the claim goes against the consensus of the relevant experts, or when authority is used to shut down checking evidence that is available.',
    },
  ],
  metaDescription:
    'Ethos explained: Aristotle\'s persuasion through character, the three sources of credibility, how ethos is built and lost, and when it becomes a fallacy.',
};

export default concept;
