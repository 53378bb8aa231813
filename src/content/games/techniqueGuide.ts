/**
 * The rhetoric quiz's cheatsheet: one entry per technique, keyed by its name exactly as
 * quiz options and analysis segments spell it. Unknown names get a generic placeholder via getGuideEntry.
 */
import type { TechniqueGuideEntry } from './types';

import { ARTICLE_ONLY_TECHNIQUES, QUIZ_DEVICES, type QuizDevice, type QuizOptionName, type TechniqueName } from './techniqueNames';

export { ARTICLE_ONLY_TECHNIQUES, QUIZ_DEVICES, type QuizDevice, type QuizOptionName, type TechniqueName };

const guide = {
  Hyperbole: {
    type: 'Figure of speech',
    description:
      'Deliberate exaggeration that no one is meant to take literally. It signals strong feeling and makes a point memorable. It becomes a problem only when an argument quietly needs the exaggeration to be true.',
    howToSpot: [
      'Look for numbers, times or sizes that are impossible or absurdly inflated.',
      'Ask whether the speaker could possibly mean it literally. If not, and it is for effect, it is hyperbole.',
      'Watch for words like "forever", "never", "a million" and "the worst in history".',
    ],
    examples: [
      'I have answered this email four thousand times since breakfast.',
      'The queue at the post office was so long I celebrated two birthdays in it.',
    ],
  },
  Metaphor: {
    type: 'Figure of speech',
    description:
      'An implicit comparison that says one thing is another ("the inbox is a swamp") without "like" or "as". It transfers the qualities of the second thing to the first, which is why it persuades so quietly.',
    howToSpot: [
      'Find an "X is Y" statement where X literally is not Y.',
      'Check that there is no "like" or "as"; with one, it is a simile.',
      'Look for verbs that keep the comparison going ("the inbox swallowed my afternoon"): an extended metaphor.',
    ],
    examples: [
      'The group chat is a bonfire, and somebody keeps bringing petrol.',
      'Monday morning is a wall, and I walk into it every week.',
    ],
  },
  Simile: {
    type: 'Figure of speech',
    description:
      'An explicit comparison between two unlike things using "like" or "as". It makes an abstract quality vivid by borrowing it from something familiar.',
    howToSpot: [
      'Look for "like" or "as ... as" joining two things from different worlds.',
      'Make sure it is figurative: "Cats, like dogs, are mammals" is a literal comparison, not a simile.',
      'If the "like" is missing and one thing simply is the other, you are looking at a metaphor.',
    ],
    examples: [
      'The meeting dragged on like a ferry with no destination.',
      'My phone battery is as reliable as a weather forecast in April.',
    ],
  },
  Irony: {
    type: 'Tone',
    description:
      'A gap between what is said or expected and what is meant or happens. Verbal irony says the opposite of what is meant ("Lovely weather", in a storm); situational irony is an outcome that reverses what the situation should produce (a fire station burning down). Plain bad luck is not irony.',
    howToSpot: [
      'Ask whether the words mean the opposite of what they literally say.',
      'Ask whether an outcome reverses the very purpose or expectation of the situation.',
      'Check for a reversal, not just a coincidence: rain on your day off is weather, not irony.',
    ],
    examples: [
      'The time-management seminar started forty minutes late.',
      'After the printer jammed for the fifth time, Dana said, "Wonderful. My favourite machine."',
    ],
  },
  Euphemism: {
    type: 'Figure of speech',
    description:
      'A mild, indirect or pleasant-sounding expression used in place of one that is blunt, harsh or embarrassing ("let go" for fired). Kind at funerals; suspicious in press releases, where softening a fact can shade into hiding it.',
    howToSpot: [
      'Ask what blunter word or fact the phrase is standing in for.',
      'Watch corporate and official language: "rightsizing", "price adjustment", "pre-owned".',
      'Notice when a phrase sounds oddly gentle for what it describes.',
    ],
    examples: [
      'The airline called the six-hour delay "a revised departure experience".',
      'Our landlord describes the flat as "cosy", which means you can reach the fridge from the bed.',
    ],
  },
  Imagery: {
    type: 'Figure of speech',
    description:
      'Vivid description that appeals to the senses: sight, sound, smell, taste, touch. It puts the reader inside a scene, so they feel the point before they have agreed to it.',
    howToSpot: [
      'Look for concrete sensory details rather than abstract words.',
      'Count the senses: colours, sounds, smells, temperatures and textures all count.',
      'Ask whether you could picture, hear or smell the scene from the words alone.',
    ],
    examples: [
      'The office kitchen smelled of burnt popcorn and lemon bleach, and the fridge hummed like it was plotting.',
      'Cold sea spray stung our cheeks while gulls screamed over the salty chip wrappers.',
    ],
  },
  Personification: {
    type: 'Figure of speech',
    description:
      'Giving human qualities, feelings or actions to something that is not human: an object, an animal, an idea. It makes things feel like allies or villains.',
    howToSpot: [
      'Find a non-human subject doing something only people do: sulking, daring, deciding, judging.',
      'Look for emotions attached to objects: a smug printer, a patient mountain.',
      'Check it is not literal: a dog can really be hungry; a toaster cannot be resentful.',
    ],
    examples: [
      'The printer took one look at my deadline and decided to take the afternoon off.',
      'The old sofa groaned in protest every time Uncle Ray sat down.',
    ],
  },
  Parallelism: {
    type: 'Structure',
    description:
      'Using the same grammatical structure in two or more phrases, clauses or sentences. The matching shape gives balance and rhythm, and invites the reader to compare the parts.',
    howToSpot: [
      'Look for phrases built on the same pattern (verb + object + phrase, repeated).',
      'Check whether the parts could be stacked in columns and line up word type by word type.',
      'If the parallel parts contrast in meaning, it is probably antithesis; if the same words open each part, anaphora.',
    ],
    examples: [
      'She answers her emails before breakfast and clears her desk before lunch.',
      'The kitchen needs a new sink, and the bathroom needs a new floor.',
    ],
  },
  'Rhetorical Question': {
    type: 'Structure',
    description:
      'A question asked for effect, not for an answer, because the answer is treated as obvious. It makes the audience supply the conclusion themselves, which feels like agreement.',
    howToSpot: [
      'Find a question the speaker does not pause to answer or expect you to answer.',
      'Ask what answer the question assumes; that assumption is the real claim.',
      'Notice questions that begin "Who would...", "Is it really..." or "How many more times...".',
    ],
    examples: [
      'Who, honestly, needs a meeting to plan the next meeting?',
      'Is a free pen really worth three hours of your weekend?',
    ],
  },
  Anecdote: {
    type: 'Narrative',
    description:
      'A short personal story used to illustrate or support a point. It makes an argument concrete and human. It is not data: one story can show that something happened, not how often it happens.',
    howToSpot: [
      'Look for a specific time, place and people, often told in the first person.',
      'Ask what the story is being used to prove.',
      'Ask whether one story can carry that much weight.',
    ],
    examples: [
      'Last spring my neighbour waited three weeks for a plumber, then fixed the pipe herself with a video and a spoon.',
      'On my first day at the bakery, I dropped a whole tray of croissants, and the owner just handed me another tray.',
    ],
  },
  Repetition: {
    type: 'Structure',
    description:
      'Deliberately repeating a word or phrase for emphasis, rhythm or memorability. It can appear anywhere; when the repeated words open successive clauses, the more precise name is anaphora.',
    howToSpot: [
      'Look for the same word or phrase appearing several times close together.',
      'Check that the repetition is deliberate and adds emphasis, not just clumsy writing.',
      'Notice where the repeats fall: at the start of clauses (anaphora), at the end (epistrophe), or scattered (repetition).',
    ],
    examples: [
      'The printer is broken, broken, broken, and nobody is fixing it.',
      'We asked for coffee. We got decaf. Decaf, on a Monday.',
    ],
  },
  Allusion: {
    type: 'Figure of speech',
    description:
      'A brief, indirect reference to a well-known story, myth, historical event, person or work, without explaining it. It imports a whole story in a few words, but only works if the audience recognises the reference.',
    howToSpot: [
      'Look for a name, phrase or image that points to something outside the text.',
      'Ask whether you are expected to recognise it without being told.',
      'Common sources: fables, myths, famous books and widely known historical events.',
    ],
    examples: [
      'Opening the garage after ten years was our family\'s Pandora\'s box.',
      'Our tiny bakery took on the supermarket chain, a real David and Goliath week.',
    ],
  },
  Alliteration: {
    type: 'Sound device',
    description:
      'Repeating the same initial consonant sound in nearby words. It makes phrases catchy and memorable, which is why slogans and headlines love it. It is about sound, not spelling: "cool kittens" alliterates; "cute chairs" does not.',
    howToSpot: [
      'Read the phrase aloud and listen for the same opening sound in several nearby words.',
      'Check the sound, not the letter ("phone" and "fast" alliterate).',
      'Watch slogans, brand names and headlines; they are full of it.',
    ],
    examples: [
      'Big, bold, beautifully baked bread.',
      'The sulky sofa sagged in silence.',
    ],
  },
  Anaphora: {
    type: 'Structure',
    description:
      'Repeating the same word or words at the beginning of successive clauses, sentences or lines. It builds rhythm and momentum, like a drumbeat, and is a specific kind of repetition.',
    howToSpot: [
      'Read the first few words of consecutive sentences or clauses; if they match, it is anaphora.',
      'Check the position: the repeat must be at the start of each unit.',
      'Notice the build: anaphora usually escalates towards its last item.',
    ],
    examples: [
      'We fixed the roof. We fixed the boiler. We fixed everything except the landlord.',
      'Check the date. Check the source. Check who paid for it. Then check again.',
    ],
  },
  'Call to Action': {
    type: 'Persuasive move',
    description:
      'A direct appeal urging the audience to take a specific action (sign, vote, buy, write, show up), usually at the end of a persuasive text. It is usually phrased with imperatives; what makes it a call to action is its purpose: turning agreement into behaviour. This guide names such imperatives by that purpose, so they are calls to action, not imperative commands.',
    howToSpot: [
      'Check the ending of speeches, ads and op-eds; that is where it lives.',
      'Ask whether it names a concrete step the audience can actually take.',
      'Look for deadlines and details: dates, links, places.',
    ],
    examples: [
      'Bring a mug to the office on Monday and let the paper cups retire.',
      'Sign the petition at the library desk before Friday.',
    ],
  },
  'Rule of Three': {
    type: 'Structure',
    description:
      'Grouping ideas, words or examples in threes (a tricolon). Three feels complete: enough to make a pattern, short enough to remember.',
    howToSpot: [
      'Count the items in a list or series; look for exactly three.',
      'Notice slogans and speech endings; they often come in threes.',
      'Check whether the third item is the punchline or the strongest point.',
    ],
    examples: [
      'The new café is cheap, cheerful and always out of croissants.',
      'We need more time, more staff and one working kettle.',
    ],
  },
  Colloquialism: {
    type: 'Tone',
    description:
      'Informal, everyday language: slang, casual phrases and conversational fillers ("okay", "no biggie", "gonna"). It makes a writer sound relatable and honest, and can lower the reader\'s guard.',
    howToSpot: [
      'Look for words you would say to a friend but not write in a report.',
      'Notice fillers and interjections: "look", "honestly", "okay", "dude".',
      'Ask how the effect would change in formal wording.',
    ],
    examples: [
      'Honestly, the new parking rules are kind of a mess, no offence.',
      'Look, the printer is toast, so we\'re gonna need a new one.',
    ],
  },
  Juxtaposition: {
    type: 'Structure',
    description:
      'Placing two contrasting things side by side (images, people, situations, ideas) so that each makes the other stand out. Unlike antithesis, it needs no matching grammar.',
    howToSpot: [
      'Find two contrasting elements placed right next to each other.',
      'Ask what the contrast highlights that either element alone would not.',
      'If the contrast is packed into balanced, parallel phrasing, call it antithesis instead.',
    ],
    examples: [
      'The billboard for luxury watches hangs above the bus stop where nobody\'s bus has come in forty minutes.',
      'My colleague eats a kale salad at his desk, three inches from a mountain of birthday doughnuts.',
    ],
  },
  Analogy: {
    type: 'Figure of speech',
    description:
      'A comparison that explains or argues by showing that two situations share a structure: what holds for one should hold for the other. It can use "like", but unlike a simile it carries reasoning, so it can be tested and can fail (a weak analogy).',
    howToSpot: [
      'Look for a comparison that leads to a conclusion ("so we should...").',
      'Map the parts: what in situation A corresponds to what in situation B?',
      'Test it: are the two alike in the way that matters for the conclusion?',
    ],
    examples: [
      'Skipping backups is like driving without a seatbelt: fine every day until the one day it is not.',
      'A CV works like a shop window: it shows your best goods, not the whole stockroom, so leave out the first-aid course from 2009.',
    ],
  },
  Antithesis: {
    type: 'Structure',
    description:
      'Contrasting ideas set against each other in balanced, parallel structure ("easy to start, impossible to finish"). The matching grammar makes the opposition sharp and quotable.',
    howToSpot: [
      'Look for a sentence with two halves of matching structure and opposite meaning.',
      'Notice hinges like a semicolon, "not... but" or "while".',
      'Pair the words: each key word in one half should have an opposite in the other.',
    ],
    examples: [
      'The meeting was short on answers and long on slides.',
      'You can rent a good idea; you have to own a bad one.',
    ],
  },
  'Imperative Command': {
    type: 'Structure',
    description:
      'A sentence in the imperative mood: a verb with an implied "you" that gives an order ("Stop.", "Look closer."). It sounds confident and urgent. This guide keeps the name for orders that ask the audience to do nothing about the argument: an order to someone inside a story, or a command used for force. Imperatives that urge the audience to act on the argument are named by their purpose: a call to action.',
    howToSpot: [
      'Find a sentence that starts with a bare verb and has no stated subject.',
      'Notice short, punchy orders, often in a row.',
      'Ask how the tone changes if you soften it to "You might consider...".',
    ],
    examples: [
      '"Put the remote down," Mum told him. "Step away from the sofa. Slowly."',
      'Look at this graph. Now turn it upside down and look at it again.',
    ],
  },
  'Loaded Language': {
    type: 'Tone',
    description:
      'Words chosen for their emotional charge rather than their accuracy, so that the wording makes the argument ("scheme" instead of plan, "cronies" instead of colleagues). It works on feelings before the reader has weighed any facts.',
    howToSpot: [
      'Ask whether a neutral word would say the same thing with less heat.',
      'Look for labels that judge: "scheme", "radical", "greedy", "elite", "disaster".',
      'Notice when the adjectives do more work than the evidence.',
    ],
    examples: [
      'The council\'s reckless scheme will dump a concrete monstrosity on our peaceful park.',
      'The sneaky new fee is another cash grab from the same tired bureaucrats.',
    ],
  },
  'Appeal to Fear': {
    type: 'Appeal',
    description:
      'Persuading by making the audience afraid of what will happen if they do not agree, often by exaggerating the danger or its likelihood. A real risk stated in proportion is a reason; a risk inflated to stop you thinking is an appeal to fear. The technique lesson calls the family Appeals to Fear.',
    howToSpot: [
      'Look for dramatic warnings about what will happen unless you act now.',
      'Ask how likely the threatened outcome is, and whether any evidence is given.',
      'Notice when fear replaces the argument instead of supporting it.',
    ],
    examples: [
      'If we do not repaint the fence this year, property values on this street will collapse.',
      'Skip this webinar and your career may never recover.',
    ],
  },
  Bandwagon: {
    type: 'Appeal',
    description:
      'Urging people to accept or do something because many others already do. The fallacy lesson calls it Appeal to Popularity. When the question is what people want, the count is the answer; when it is what is true or good, a crowd is not evidence, and plenty of crowds have been wrong.',
    howToSpot: [
      'Look for "everyone", "millions", "all your friends" or "join the movement".',
      'Ask whether the claim is supported by anything besides how many people hold it.',
      'Notice fear of being left out: "Don\'t be the last one...".',
    ],
    examples: [
      'Half the office already has the new standing desks, so clearly we all need one.',
      'Everyone on the street has switched to the new bin service; what are you waiting for?',
    ],
  },
  Testimonial: {
    type: 'Appeal',
    description:
      'Using a person\'s endorsement (a celebrity, an expert, a satisfied customer) to persuade. It borrows their credibility or likeability. It helps only if the person is relevant and honest; a famous face is not evidence.',
    howToSpot: [
      'Look for a named or pictured person vouching for a product, idea or cause.',
      'Ask whether that person has real expertise on this specific question.',
      'Ask whether they were paid or otherwise benefit from the endorsement.',
    ],
    examples: [
      '"I would never start my day without it," says a famous tennis player about a breakfast cereal.',
      '"Honestly, it changed my life," says Janet, 54, pictured beaming beside her new conservatory.',
    ],
  },
} satisfies Record<TechniqueName, TechniqueGuideEntry>;

/** The guide, keyed by technique name. Every name the quiz or the articles use has an entry. */
export const techniqueGuide: Record<string, TechniqueGuideEntry> = guide;

const PLACEHOLDER: TechniqueGuideEntry = {
  type: 'Technique',
  description:
    'The guide has no entry for this technique yet. The Sophist is working on it, between sighs.',
  howToSpot: [
    'Ask what effect the words are trying to have on you, and how.',
    'Compare the passage with the techniques the guide does cover.',
  ],
  examples: [],
};

/** The guide entry for a technique name; a generic placeholder for names the guide does not know. */
export function getGuideEntry(name: string): TechniqueGuideEntry {
  const entry = Object.prototype.hasOwnProperty.call(techniqueGuide, name) ? techniqueGuide[name] : undefined;
  if (entry) return entry;
  return { ...PLACEHOLDER, howToSpot: [...PLACEHOLDER.howToSpot], examples: [] };
}
