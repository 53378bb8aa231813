/**
 * The rhetoric quiz's exercise texts: four short rants, each cut into segments. For each
 * segment the learner picks which of three techniques it mainly uses. fullText is always built from the
 * segments, so the two cannot drift apart.
 *
 * Authoring rules (quiz.test.ts checks the mechanical ones):
 * - The correct device is the one the segment is clearly and mainly doing, and no wrong option names a device
 *   that is also present in the segment (so a rhetoric teacher could not argue for it).
 * - Near misses teach the hard boundaries: a wrong option may be the right answer's close neighbour (simile and
 *   analogy, juxtaposition and antithesis, anaphora and parallelism or repetition, call to action and imperative
 *   command, irony and juxtaposition), provided that neighbour is genuinely absent, and its explanation says
 *   where the line runs.
 * - Call to action or imperative command: named by purpose. A sentence that urges the audience to take a
 *   specific step in their own lives because of the argument (buy, email, keep left, open a window) is a Call to
 *   Action, whatever its grammar. Imperative Command is kept for orders that ask nothing of the audience: an
 *   order to someone inside the story, or a command used for its force. A call to action is written in the
 *   imperative, so it is never offered Imperative Command as a wrong answer.
 * - Every segment carries its blind review: three readers saw only the text and the three options, and all
 *   three picked the right one.
 */
import type { QuizOptionName } from './techniqueGuide';
import type { BlindReview, QuizOption, QuizQuestion, QuizSegment, SegmentAnalysis } from './types';

const right = (text: QuizOptionName, explanation: string): QuizOption => ({ text, correct: true, explanation });
const wrong = (text: QuizOptionName, explanation: string): QuizOption => ({ text, correct: false, explanation });

const segment = (
  text: string,
  options: [QuizOption, QuizOption, QuizOption],
  review: BlindReview,
  analysis?: SegmentAnalysis,
): QuizSegment => (analysis ? { text, options, review, analysis } : { text, options, review });

/** Three blind readers, all three picking the intended option. An item changed after its review is read again. */
const AGREED_3: BlindReview = { readers: 3, agreed: 3 };

const question = (id: string, title: string, segments: QuizSegment[]): QuizQuestion => ({
  id,
  title,
  fullText: segments.map((s) => s.text).join(' '),
  segments,
});

// Wrong-option explanations that recur, so the same device is always explained the same way.
const NOT_ANAPHORA =
  'Anaphora repeats the same word or words at the start of successive clauses or sentences ("We shall... We shall..."). Nothing here repeats at the front of anything.';
const NOT_RHETORICAL_QUESTION =
  'A rhetorical question is a question asked for effect, not for an answer. There is no question here at all.';
const NOT_SIMILE_NO_LIKE =
  'A simile compares two unlike things with "like" or "as". There is no such comparison here.';
const NOT_ALLUSION =
  'An allusion is a brief reference to a well-known story, myth, event or work. Nothing famous is being nodded to here.';
const NOT_PERSONIFICATION =
  'Personification gives human traits to something non-human. Every thinking, feeling thing in this passage is an actual person.';
const NOT_ANECDOTE =
  'An anecdote is a short story about something that happened, told to make a point. This passage is not recounting events.';
const NOT_EUPHEMISM =
  'A euphemism swaps a harsh or embarrassing term for a gentler one. Nothing here is being softened; if anything, it is turned up.';
const NOT_CALL_TO_ACTION =
  'A call to action urges the audience to do something specific: sign, buy, write, show up. This passage asks nothing of you except sympathy.';
const NOT_ANTITHESIS =
  'Antithesis sets two contrasting ideas against each other in balanced, parallel phrasing ("easy to buy, impossible to open"). No contrast of that kind here.';
const NOT_METAPHOR =
  'A metaphor says one thing is another ("the pavement is a river"). Everything in this passage is exactly what it says it is.';
const NOT_IMPERATIVE =
  'An imperative command tells the reader to do something, verb first ("Open the window!"). This passage only tells you what happened.';
const NOT_IMAGERY =
  'Imagery is vivid description aimed at the senses: colours, sounds, smells, textures. This passage deals in ideas, not sensations.';
const NOT_ALLITERATION =
  'Alliteration repeats the same opening consonant sound in nearby words ("pointless, puncture-proof plastic"). Say it aloud: no sound is doing that here.';
const NOT_COLLOQUIALISM =
  'Colloquialism is casual, spoken-style language: slang and fillers like "okay", "gonna" or "no biggie". This sentence is standard written English, just dramatic.';
const NOT_JUXTAPOSITION =
  'Juxtaposition places two contrasting things side by side so each sharpens the other. This passage has one idea, not a pair of opposites.';
const NOT_IRONY =
  'Irony needs a reversal: words meaning the opposite of what they say, or an outcome opposite to what you would expect. No reversal here: the writer means exactly what the sentence is getting at.';
const NOT_ANAPHORA_REPEATS_INSIDE =
  'Close, but anaphora is the kind of repetition that sits at the start of successive clauses or sentences ("They stop... They stop..."). Here the repeated word piles up inside the sentence, not at the front of each clause, so the general name, repetition, is the exact one.';
const NOT_ANAPHORA_NO_REPEAT =
  'Close, since the clauses do line up. But anaphora needs the same opening words repeated at the start of each one, and these clauses begin differently. Matching shape without matching opening words is parallelism.';
const NOT_ANTITHESIS_SIDE_BY_SIDE =
  'Close. Antithesis sets two opposed ideas in matching, balanced halves ("Your pace is your business; your position is everyone\'s business"). Here nothing is cut to a matching pattern: two contrasting scenes are simply placed side by side, which is juxtaposition.';
const NOT_RULE_OF_THREE_FOUR =
  'Count them: four sentences, not three. The list is long on purpose, but what ties it together is the same words opening every sentence, not a group of three.';

// ---------------------------------------------------------------------------------------------
// 1. plastic-packaging (10 segments)

const plasticPackaging = question('plastic-packaging', 'Open Letter to Whoever Sealed My Batteries', [
  segment(
    'Last Saturday I spent forty minutes at my kitchen counter trying to open a pack of batteries with a butter knife, a car key and, eventually, my teeth.',
    [
      right(
        'Anecdote',
        'Yes. A specific day, a specific kitchen, a specific losing battle: a short personal story told to make a point is an anecdote, and the whole rant hangs on it.',
      ),
      wrong('Anaphora', NOT_ANAPHORA),
      wrong('Personification', NOT_PERSONIFICATION),
    ],
    AGREED_3,
    {
      fullExplanation:
        'An anecdote is a short personal story used to illustrate or support a point. Opening with one lets the reader feel the problem (forty minutes, a butter knife, teeth) before any argument arrives. Note what it is not: data. One bad Saturday proves that this package was hard to open, not that all packaging is. Anecdotes persuade; they do not generalise.',
      relatedTechniques: ['Imagery', 'Hyperbole'],
      tips: [
        'Look for a specific time, place and an "I" or "we" telling what happened.',
        'Ask what the story is being used to prove, and whether one story can carry that much weight.',
      ],
    },
  ),
  segment(
    'I would have used scissors, but my new scissors were still sealed inside their own plastic clamshell.',
    [
      wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
      right(
        'Irony',
        'Correct. The tool you need to open plastic packaging is itself trapped in plastic packaging. An outcome that reverses what the situation should produce is situational irony.',
      ),
      wrong('Call to Action', NOT_CALL_TO_ACTION),
    ],
    AGREED_3,
    {
      fullExplanation:
        'Situational irony is a gap between what a situation should produce and what it does: scissors exist to open packages, yet these scissors are locked in one. It differs from verbal irony (saying the opposite of what you mean) and from plain bad luck. A fire station burning down is ironic; rain on your day off is just weather.',
      relatedTechniques: ['Juxtaposition', 'Anecdote'],
      tips: [
        'Ask: is this outcome the reverse of what the situation was supposed to deliver?',
        'Do not call every coincidence ironic; irony needs a real reversal of expectation.',
      ],
    },
  ),
  segment(
    'That clamshell will still be sitting in a landfill, perfectly intact, when the sun burns out.',
    [
      wrong('Anaphora', NOT_ANAPHORA),
      wrong('Colloquialism', NOT_COLLOQUIALISM),
      right(
        'Hyperbole',
        'Right. Plastic really does last for centuries, but "when the sun burns out" is billions of years past any landfill. Deliberate exaggeration, not meant literally: hyperbole.',
      ),
    ],
    AGREED_3,
  ),
  segment(
    'Even after I gave up, it just lay there on the counter, smug and silent, daring me to try again.',
    [
      right(
        'Personification',
        'Yes. Plastic cannot be smug and cannot dare anyone. Giving an object human attitudes and intentions is personification, and this clamshell has a personality problem.',
      ),
      wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
      wrong('Antithesis', NOT_ANTITHESIS),
    ],
    AGREED_3,
  ),
  segment(
    'When it finally split open, the edge sliced my thumb like a tiny, furious samurai sword.',
    [
      wrong(
        'Metaphor',
        'Close. A metaphor would say the edge WAS a samurai sword, with no "like" or "as". The word "like" makes this an explicit comparison, which is a simile.',
      ),
      right(
        'Simile',
        'Correct. "Like a tiny, furious samurai sword" compares a plastic edge to a sword using "like". An explicit comparison of unlike things with like or as is a simile.',
      ),
      wrong(
        'Analogy',
        'Close: both compare. But an analogy maps how one situation works onto another in order to explain or argue ("a pavement works like a motorway, so keep left"). This comparison argues nothing; it only makes the cut vivid, which is a simile\'s job.',
      ),
    ],
    AGREED_3,
    {
      fullExplanation:
        'A simile makes a comparison explicit with "like" or "as"; a metaphor makes it implicit by saying one thing is another. Both compare unlike things, here a packaging edge and a sword. "Tiny, furious" adds a dash of personification, but the device doing the main work is the like-comparison.',
      relatedTechniques: ['Metaphor', 'Personification', 'Imagery'],
      tips: [
        'Spot "like" or "as" joining two things from different worlds.',
        'Not every "like" is a simile: "I like cake" compares nothing, and "cats, like dogs, are mammals" is a literal comparison.',
      ],
    },
  ),
  segment('Packaging companies promise us three things: freshness, safety and convenience.', [
    right(
      'Rule of Three',
      'Yes. Three items, lined up with a drumroll. Grouping ideas in threes (a tricolon) is the rule of three: three feels complete and sticks in the memory.',
    ),
    wrong(
      'Imagery',
      'Imagery appeals to the senses. Freshness, safety and convenience are abstractions; you cannot see, smell or touch a single one of them.',
    ),
    wrong('Allusion', NOT_ALLUSION),
  ], AGREED_3),
  segment(
    'Who, exactly, is trying so hard to steal one toothbrush that it needs to be welded into a block of plastic?',
    [
      wrong('Anaphora', NOT_ANAPHORA),
      right(
        'Rhetorical Question',
        'Correct. Nobody expects you to name the toothbrush thief. A question asked to make a point, with the answer ("nobody") taken as obvious, is a rhetorical question.',
      ),
      wrong(
        'Euphemism',
        'A euphemism would soften the plastic, say "enhanced product security". This sentence does the opposite: it calls it welding.',
      ),
    ],
    AGREED_3,
  ),
  segment(
    'Every clamshell is a tiny plastic prison, and my new headphones are currently serving a life sentence.',
    [
      right(
        'Metaphor',
        'Yes. The clamshell "is" a prison and the headphones "serve" a sentence: no "like" or "as", just one thing described as another. That is metaphor, extended across the sentence.',
      ),
      wrong(
        'Simile',
        'A simile would need "like" or "as" ("a clamshell is like a prison"). This sentence skips the word and simply declares it.',
      ),
      wrong(
        'Anecdote',
        'An anecdote tells a short story of something that happened. This sentence describes what packaging is, not a sequence of events.',
      ),
    ],
    AGREED_3,
    {
      fullExplanation:
        'A metaphor asserts that one thing is another in order to transfer its qualities: a prison is locked, grim and hard to leave, and now so is the clamshell. Carrying the comparison on ("serving a life sentence") makes it an extended metaphor. There is some exaggeration too, but the comparison is the engine.',
      relatedTechniques: ['Simile', 'Personification', 'Hyperbole'],
      tips: [
        'Look for "X is Y" where X literally is not Y.',
        'Check whether later words keep the comparison going; that is an extended metaphor.',
      ],
    },
  ),
  segment('Pointless, puncture-proof, planet-punishing plastic has to go.', [
    wrong(
      'Anaphora',
      'Anaphora repeats whole words at the start of successive clauses. What repeats here is a sound, the "p", inside a single clause.',
    ),
    right(
      'Alliteration',
      'Yes: pointless, puncture-proof, planet-punishing plastic. Repeating the same opening consonant sound in nearby words is alliteration, and this sentence is practically spitting.',
    ),
    wrong(
      'Rhetorical Question',
      'It ends in a full stop and demands rather than asks. A rhetorical question needs, at the very least, a question.',
    ),
  ], AGREED_3),
  segment('Meanwhile, the packaging barons keep churning out their wasteful junk and banking the money.', [
    right(
      'Loaded Language',
      'Yes. A neutral writer would say "packaging companies keep making plastic packaging". "Barons", "churning out", "junk" and "banking the money" each carry a verdict, so the sentence judges before it argues. That is loaded language.',
    ),
    wrong(
      'Euphemism',
      'Euphemism is word choice too, but it runs the other way: it softens ("pre-owned" for used). Every word here has been chosen to make things sound worse, not gentler.',
    ),
    wrong('Anecdote', NOT_ANECDOTE),
  ], AGREED_3, {
    fullExplanation:
      'Loaded language is wording with strong connotations, chosen to push the reader\'s judgement before any evidence arrives. Swap each loaded word for a neutral one (barons: companies; churning out: making; junk: packaging; banking the money: making a profit) and the sentence stops arguing. Loaded words are not lies; they are verdicts smuggled in as description.',
    relatedTechniques: ['Euphemism', 'Hyperbole'],
    tips: [
      'Rewrite the sentence in the most neutral words you can find, and see what is left of the argument.',
      'Ask who the words are designed to make you like or dislike.',
    ],
  }),
  segment(
    'Next time you shop, pick the product in the cardboard box, and email the company that made the other one.',
    [
      right(
        'Call to Action',
        'Correct. The rant ends by telling readers exactly what to do: choose cardboard, email the company. Urging the audience to take specific action is a call to action, the classic ending of a persuasive piece.',
      ),
      wrong(
        'Hyperbole',
        'Hyperbole exaggerates beyond belief. Buying a cardboard box and sending an email are, sadly, entirely realistic.',
      ),
      wrong('Allusion', NOT_ALLUSION),
    ],
    AGREED_3,
    {
      fullExplanation:
        'A call to action turns agreement into behaviour by naming a concrete step the audience can take. It is usually written with imperative verbs ("pick", "email"), which is why it overlaps with the imperative command. This quiz names the two by purpose: when the orders ask the audience to act on the argument, it is a call to action; Imperative Command is kept for orders that ask the audience nothing, such as an order to someone inside the story.',
      relatedTechniques: ['Imperative Command', 'Rule of Three'],
      tips: [
        'Check the ending of persuasive texts; the call to action usually lives there.',
        'Ask: does it name a specific action the reader can actually take?',
      ],
    },
  ),
]);

// ---------------------------------------------------------------------------------------------
// 2. slow-walkers (11 segments)

const slowWalkers = question('slow-walkers', 'Slow Walkers, We Need to Talk', [
  segment('Okay, real talk: slow walkers are seriously wrecking my whole vibe.', [
    right(
      'Colloquialism',
      'Yes. "Okay", "real talk", "seriously" and "wrecking my whole vibe" are casual spoken language, not formal prose. That is colloquialism, and it makes the writer sound like a friend venting.',
    ),
    wrong(
      'Antithesis',
      'Antithesis needs two contrasting ideas in balanced phrasing. This is one complaint, delivered in one breath.',
    ),
    wrong('Allusion', NOT_ALLUSION),
  ], AGREED_3, {
    fullExplanation:
      'Colloquialism is informal, everyday language: slang, casual phrases and conversational fillers. It builds rapport (the writer sounds like one of us) and lowers the reader\'s guard. It can also undercut authority: the same sentence would look odd in a council report. "Wrecking" is a little heated, but the dominant effect is the chatty register.',
    relatedTechniques: ['Loaded Language', 'Hyperbole'],
    tips: [
      'Ask whether you would say these words to a friend but never write them in a report.',
      'Rewrite it formally ("Pedestrians who walk slowly cause me some frustration") and notice what is lost.',
    ],
  }),
  segment(
    'Picture a narrow pavement, cold rain drumming on my umbrella, hot coffee scalding my fingers through the cup, and ahead of me a family of five drifting along in a soft, impassable wall of puffy jackets.',
    [
      wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
      right(
        'Imagery',
        'Correct. Cold rain you can hear, hot coffee you can feel, puffy jackets you can see: vivid description aimed at the senses is imagery. You are now stuck on that pavement too.',
      ),
      wrong('Anaphora', NOT_ANAPHORA),
    ],
    AGREED_3,
  ),
  segment(
    'Yes, I know slow and steady wins the race, but the tortoise was never trying to catch the 8:15 bus.',
    [
      wrong(
        'Simile',
        'There is no "like" or "as" comparison here. The tortoise is not compared to anyone; it is borrowed from a fable.',
      ),
      wrong('Euphemism', NOT_EUPHEMISM),
      right(
        'Allusion',
        'Yes. "Slow and steady wins the race" and "the tortoise" point to Aesop\'s fable of the Tortoise and the Hare without retelling it. A brief reference to a well-known story is an allusion.',
      ),
    ],
    AGREED_3,
    {
      fullExplanation:
        'An allusion is a brief, indirect reference to something the audience already knows: a fable, a myth, a historical event, a famous work. It works by compression: "the tortoise" imports the whole story and its moral in two words, which the writer then flips for a laugh. Allusions only land if the audience shares the reference, so writers pick very familiar sources.',
      relatedTechniques: ['Analogy', 'Metaphor'],
      tips: [
        'Ask whether a name, phrase or image points to something outside the text you are expected to recognise.',
        'If the writer has to explain the reference, it is too obscure to do much persuading.',
      ],
    },
  ),
  segment(
    'Pavements run on motorway rules: if you want to cruise at two miles an hour, you keep to the left and let everyone else pass.',
    [
      right(
        'Analogy',
        'Correct. The writer maps a motorway rule onto pavements to argue how people should behave: slow traffic keeps to one side. Explaining or arguing through a shared structure between two situations is an analogy.',
      ),
      wrong(
        'Simile',
        'Close: both compare. But a simile makes one thing vivid by comparing it with "like" or "as" ("slow as a glacier"), and there is no "like" here. This comparison carries a rule from motorways to pavements and argues from it: keep left. A comparison that argues is an analogy.',
      ),
      wrong('Irony', NOT_IRONY),
    ],
    AGREED_3,
    {
      fullExplanation:
        'It compares two things, so why not a simile? A simile compares two things for vividness ("slow as a glacier"). An analogy compares relationships in order to explain or argue: on a motorway, slow vehicles keep to the left so others can pass; a pavement has the same structure, so the same rule should apply. That is why analogies can be tested: the argument is only as strong as the similarity. A critic might note that pavements have no lanes painted on them, and no agreed side to keep to.',
      relatedTechniques: ['Simile', 'Metaphor'],
      tips: [
        'Look for a comparison that carries a conclusion with it ("so you should...").',
        'Test it: are the two situations alike in the way that matters for the conclusion?',
      ],
    },
  ),
  segment(
    'I have aged roughly eleven years behind one man reading his phone at the speed of continental drift.',
    [
      wrong('Anaphora', NOT_ANAPHORA),
      right(
        'Hyperbole',
        'Yes. Nobody ages eleven years on a pavement, and continental drift moves a few centimetres a year. Deliberate exaggeration for effect is hyperbole.',
      ),
      wrong(
        'Call to Action',
        'A call to action urges the audience to do something specific. This sentence just suffers, loudly; it asks nothing of you.',
      ),
    ],
    AGREED_3,
  ),
  segment(
    'They stop at the top of escalators. They stop in revolving doors. They stop to admire pigeons. They stop, for no reason at all, in the exact middle of the zebra crossing.',
    [
      wrong('Euphemism', NOT_EUPHEMISM),
      wrong('Rule of Three', NOT_RULE_OF_THREE_FOUR),
      right(
        'Anaphora',
        'Yes. "They stop" opens four sentences in a row. Repeating the same words at the start of successive clauses or sentences is anaphora, and it builds the case like a drumbeat.',
      ),
    ],
    AGREED_3,
    {
      fullExplanation:
        'Anaphora is a specific kind of repetition: the repeated words sit at the beginning of successive clauses or sentences. Here it creates rhythm and an escalating list that ends on the most absurd stop. The sentences are also parallel in shape, but "anaphora" is the more precise name for what is happening at the front of each one.',
      relatedTechniques: ['Repetition', 'Parallelism'],
      tips: [
        'Read the first two or three words of consecutive sentences; if they match, that is anaphora.',
        'Repetition at the end of clauses has its own name: epistrophe.',
      ],
    },
  ),
  segment('My yoga teacher calls these delays "unplanned mindfulness breaks."', [
    right(
      'Euphemism',
      'Correct. "Unplanned mindfulness breaks" is a gentle, pleasant-sounding name for being stuck behind someone. Replacing an unpleasant reality with a softer phrase is euphemism.',
    ),
    wrong('Alliteration', NOT_ALLITERATION),
    wrong('Personification', NOT_PERSONIFICATION),
  ], AGREED_3, {
    fullExplanation:
      'A euphemism substitutes a mild or indirect expression for one that might be harsh, blunt or embarrassing: "let go" for fired, "pre-owned" for used. The humour here comes from how far the soft phrase is from the narrator\'s actual mood. Euphemisms in adverts and official statements deserve a second look: softening a fact is one short step from hiding it.',
    relatedTechniques: ['Irony', 'Loaded Language'],
    tips: [
      'Ask: what is the blunt word this phrase is standing in for?',
      'Watch corporate language: "rightsizing", "price adjustment", "service optimisation".',
    ],
  }),
  segment('The departures board is flashing "final call" for my train, and the man in front of me has stopped dead to photograph a pigeon.', [
    wrong('Antithesis', NOT_ANTITHESIS_SIDE_BY_SIDE),
    right(
      'Juxtaposition',
      'Yes. A flashing "final call" is placed right beside a man with all the time in the world for a pigeon. Setting two contrasting things side by side so each sharpens the other is juxtaposition.',
    ),
    wrong('Allusion', NOT_ALLUSION),
  ], AGREED_3),
  segment(
    'When exactly did the pavement become a museum where the rest of us queue politely while you admire the exhibits?',
    [
      right(
        'Rhetorical Question',
        'Correct. The writer does not want a date. A question asked to make a point (the pavement is not a museum) rather than to get an answer is a rhetorical question.',
      ),
      wrong(
        'Anecdote',
        'An anecdote tells a short story of something that happened. This is a sarcastic question, not an account of events.',
      ),
      wrong('Euphemism', NOT_EUPHEMISM),
    ],
    AGREED_3,
  ),
  segment('Your pace is your business; your position is everyone\'s business.', [
    wrong('Simile', NOT_SIMILE_NO_LIKE),
    right(
      'Antithesis',
      'Correct. Two balanced halves, same grammar, opposite ideas: what is private (your pace) against what is public (your position). Contrasting ideas set in parallel structure is antithesis.',
    ),
    wrong('Personification', NOT_PERSONIFICATION),
  ], AGREED_3, {
    fullExplanation:
      'Antithesis places contrasting ideas in balanced, parallel phrasing so the contrast snaps: pace against position, yours against everyone\'s. Compare juxtaposition, which simply puts two contrasting things side by side with no requirement of matching grammar. Antithesis is juxtaposition with tailoring: both halves are cut to the same pattern.',
    relatedTechniques: ['Juxtaposition', 'Parallelism'],
    tips: [
      'Look for two halves of a sentence with matching structure and opposite meaning.',
      'A semicolon or a "not... but" often marks the hinge.',
    ],
  }),
  segment('So if you must dawdle, keep left, and look up from your phone once in a while.', [
    wrong('Metaphor', NOT_METAPHOR),
    wrong('Anecdote', NOT_ANECDOTE),
    right(
      'Call to Action',
      'Yes. The rant ends by telling its readers exactly what to do on the pavement from now on: keep left, look up. Urging the audience to take a specific action because of the argument is a call to action.',
    ),
  ], AGREED_3, {
    fullExplanation:
      'A call to action closes a persuasive text by naming something the audience can do. It is written as imperatives ("keep left", "look up"), which is why it is easy to call it an imperative command. This quiz names the two by purpose: orders that ask the audience to act on the argument are a call to action; Imperative Command is for orders that ask the audience nothing, such as an order to someone inside the story.',
    relatedTechniques: ['Imperative Command', 'Colloquialism'],
    tips: [
      'Ask who is being told to act: the reader, because of the argument, or someone inside the story?',
      'Soften it to "You might consider keeping left" and notice how much the push drops.',
    ],
  }),
]);

// ---------------------------------------------------------------------------------------------
// 3. farts (11 segments; schoolyard level, kept clean)

const farts = question('farts', 'The Great Road Trip Toot Scandal', [
  segment(
    'In my family, nobody ever farts; we merely "pass a little wind" or, as Grandma puts it, "have a small tummy conversation."',
    [
      right(
        'Euphemism',
        'Right. "Pass a little wind" and "have a small tummy conversation" are polite stand-ins for the blunt word. Swapping an embarrassing term for a gentler one is euphemism, and families are world champions at it.',
      ),
      wrong('Anaphora', NOT_ANAPHORA),
      wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
    ],
    AGREED_3,
    {
      fullExplanation:
        'A euphemism replaces a word that feels rude, harsh or embarrassing with a softer one. Bodily functions attract euphemisms the way picnics attract wasps. The joke here is that the narrator names the blunt word and then lists the family\'s cover stories, which shows exactly what euphemisms do: they change the feeling, not the fact.',
      relatedTechniques: ['Colloquialism', 'Irony'],
      tips: [
        'Ask what blunter word the phrase is replacing.',
        'Notice how a euphemism changes the listener\'s feeling about the same fact.',
      ],
    },
  ),
  segment(
    'Last summer we drove six hours to the lake with my little brother, who had eaten two bean tacos and a service-station egg sandwich right before we left.',
    [
      wrong('Antithesis', NOT_ANTITHESIS),
      right(
        'Anecdote',
        'Yes. Last summer, a six-hour drive, a brother and a very questionable sandwich: a short personal story that sets up the point is an anecdote. You can already tell how it ends.',
      ),
      wrong('Imperative Command', NOT_IMPERATIVE),
    ],
    AGREED_3,
  ),
  segment(
    'Somewhere past the second roundabout, a warm, sour cloud of boiled eggs and old cabbage drifted silently from the back seat to the front.',
    [
      right(
        'Imagery',
        'Correct. Warm (touch), sour, boiled eggs and old cabbage (smell), silently (sound, or its suspicious absence): sensory detail that puts you in the car against your will. That is imagery.',
      ),
      wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
      wrong('Call to Action', NOT_CALL_TO_ACTION),
    ],
    AGREED_3,
  ),
  segment('The little pine-tree air freshener hanging from the mirror took one sniff and gave up.', [
    wrong('Simile', NOT_SIMILE_NO_LIKE),
    right(
      'Personification',
      'Yes. Air fresheners do not sniff and do not give up; people do. Giving an object human actions and feelings is personification, and this one has clearly seen enough.',
    ),
    wrong('Anaphora', NOT_ANAPHORA),
  ], AGREED_3),
  segment(
    'Dad\'s eyes watered like he was chopping a whole sack of onions, and my sister gasped like a goldfish on the carpet.',
    [
      wrong(
        'Metaphor',
        'Close, but a metaphor would say Dad was an onion-chopper or my sister was a goldfish, without "like". Both comparisons here use "like", which makes them similes.',
      ),
      wrong('Allusion', NOT_ALLUSION),
      right(
        'Simile',
        'Correct. Two comparisons, both built with "like": watering eyes like onion-chopping, gasping like a stranded goldfish. Explicit comparisons of unlike things with like or as are similes.',
      ),
    ],
    AGREED_3,
  ),
  segment(
    'And this, Dad kept reminding us, was the trip he had planned so that we could all get some fresh air.',
    [
      right(
        'Irony',
        'Correct. The whole point of the trip was fresh air, and it delivered the exact opposite. An outcome that reverses what an action was meant to achieve is situational irony.',
      ),
      wrong(
        'Hyperbole',
        'Hyperbole is deliberate exaggeration. Nothing here is overstated; Dad really did plan the trip for fresh air, which is the whole problem.',
      ),
      wrong(
        'Juxtaposition',
        'Close: a contrast is doing the work. But juxtaposition places two contrasting things side by side in the text. Here the contrast is between what the trip was for and what it produced: a reversal of purpose, which is irony.',
      ),
    ],
    AGREED_3,
    {
      fullExplanation:
        'This is situational irony: the trip was planned to deliver fresh air and delivered the opposite. Nobody in the scene is being sarcastic, so it is not verbal irony; the irony comes from events. Compare passing a road sign for a Fresh Air Festival at that moment: funny, but a coincidence, because nothing was meant to produce fresh air by passing it. Irony needs the reversal of an expectation or a purpose; a coincidence only needs timing.',
      relatedTechniques: ['Juxtaposition', 'Anecdote'],
      tips: [
        'Ask what the action or situation was meant to produce, and whether it produced the opposite.',
        'Do not call every coincidence ironic; funny timing is not a reversal.',
      ],
    },
  ),
  segment('It was bad, and I don\'t mean a little bit bad; I mean bad, bad, bad, roll-down-every-window bad.', [
    wrong('Anaphora', NOT_ANAPHORA_REPEATS_INSIDE),
    right(
      'Repetition',
      'Yes. "Bad" appears six times in one sentence. Deliberately repeating a word for emphasis is repetition, and each "bad" makes the smell a little worse.',
    ),
    wrong('Allusion', NOT_ALLUSION),
  ], AGREED_3, {
    fullExplanation:
      'Repetition is the deliberate reuse of a word or phrase for emphasis. Unlike anaphora (repeats at the start of clauses) or epistrophe (repeats at the end), plain repetition can land anywhere; here "bad" piles up until the word itself seems to smell. It is especially strong in speech, because listeners cannot reread, so the repeated word is what they remember.',
    relatedTechniques: ['Anaphora', 'Hyperbole', 'Colloquialism'],
    tips: [
      'Count how many times a key word appears close together.',
      'Check where the repeats fall: start of clauses (anaphora), end (epistrophe), or anywhere (repetition).',
    ],
  }),
  segment('Dad steered with one hand over his nose, and Mum read the map with her face buried in her scarf.', [
    right(
      'Parallelism',
      'Correct. Both halves follow the same pattern: a person, an action, "with" and a desperate body part. Repeating a grammatical structure across clauses is parallelism, and it turns the scene into a matched pair of suffering.',
    ),
    wrong('Anaphora', NOT_ANAPHORA_NO_REPEAT),
    wrong(
      'Hyperbole',
      'Hyperbole needs an exaggeration beyond belief. Holding your nose and hiding in a scarf are, in this car, entirely believable.',
    ),
  ], AGREED_3, {
    fullExplanation:
      'Parallelism uses the same grammatical structure in two or more phrases or clauses: [person] [verb] with [body part] [position]. It creates balance and rhythm and invites comparison. It is not antithesis, because the halves do not oppose each other: Dad and Mum are suffering in exactly the same direction.',
    relatedTechniques: ['Antithesis', 'Anaphora', 'Rule of Three'],
    tips: [
      'Stack the clauses on top of each other and check whether the parts line up.',
      'If the matching halves say opposite things, the better name is antithesis.',
    ],
  }),
  segment(
    'At the services, my sister refused to open the back door, because somebody had to keep Pandora\'s box shut.',
    [
      wrong('Anaphora', NOT_ANAPHORA),
      right(
        'Allusion',
        'Yes. In Greek myth, opening Pandora\'s box (a jar, strictly speaking, in the oldest versions) let every trouble loose into the world. Naming it without retelling it is an allusion, and here the back seat is the box.',
      ),
      wrong('Antithesis', NOT_ANTITHESIS),
    ],
    AGREED_3,
  ),
  segment('Look, mate, everybody toots now and then; it\'s honestly no biggie.', [
    wrong('Personification', NOT_PERSONIFICATION),
    wrong('Metaphor', NOT_METAPHOR),
    right(
      'Colloquialism',
      'Correct. "Look", "mate", "toots" and "no biggie" are casual, spoken-style language. That is colloquialism: the writer drops the formal voice to sound like a mate giving advice.',
    ),
  ], AGREED_3),
  segment('So the next time it happens to you, say "excuse me" and open a window for the rest of us.', [
    right(
      'Call to Action',
      'Yes. The rant ends by telling readers exactly what to do next time: apologise and open a window. Urging the audience to take a specific action is a call to action.',
    ),
    wrong('Simile', NOT_SIMILE_NO_LIKE),
    wrong('Juxtaposition', NOT_JUXTAPOSITION),
  ], AGREED_3),
]);

// ---------------------------------------------------------------------------------------------
// 4. tofu-rant (12 segments)

const tofuRant = question('tofu-rant', 'Tofu Is Not a Personality', [
  segment('Tofu is a beige sponge of broken promises.', [
    right(
      'Metaphor',
      'Yes. Tofu is not literally a sponge, and it has never promised anyone anything. Saying one thing is another, with no "like" or "as", is metaphor.',
    ),
    wrong(
      'Simile',
      'A simile would say tofu is LIKE a sponge. This sentence skips the "like" and simply declares it, which makes it a metaphor.',
    ),
    wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
  ], AGREED_3),
  segment(
    'Who looked at a soya bean and thought, "What this needs is to be squeezed into a wet, flavourless brick"?',
    [
      wrong('Anaphora', NOT_ANAPHORA),
      right(
        'Rhetorical Question',
        'Correct. The writer is not asking for the inventor\'s name. A question asked for effect, with its answer ("someone strange") assumed, is a rhetorical question.',
      ),
      wrong('Euphemism', NOT_EUPHEMISM),
    ],
    AGREED_3,
  ),
  segment('My flatmate has served it to me roughly four hundred times this week alone.', [
    wrong('Personification', NOT_PERSONIFICATION),
    wrong('Allusion', NOT_ALLUSION),
    right(
      'Hyperbole',
      'Yes. A week has 21 mealtimes; four hundred servings would need a tofu drip. Deliberate, impossible exaggeration for effect is hyperbole.',
    ),
  ], AGREED_3),
  segment('On the barbecue tonight, her pale, wobbly cubes sit right beside my sizzling, golden burger.', [
    right(
      'Juxtaposition',
      'Correct. Pale and wobbly next to sizzling and golden: two contrasting foods placed side by side so each makes the other look more extreme. That is juxtaposition.',
    ),
    wrong('Antithesis', NOT_ANTITHESIS_SIDE_BY_SIDE),
    wrong('Allusion', NOT_ALLUSION),
  ], AGREED_3, {
    fullExplanation:
      'Juxtaposition places two contrasting things next to each other so the contrast does the arguing. Note the details are loaded too: "pale, wobbly" against "sizzling, golden" is imagery chosen to win the comparison. It is not antithesis, because the sentence does not set two opposed ideas in matching halves; it simply puts two things side by side on the same barbecue.',
    relatedTechniques: ['Antithesis', 'Imagery'],
    tips: [
      'Look for two contrasting things placed right next to each other in a sentence or scene.',
      'Ask which side the description is rigged to favour.',
    ],
  }),
  segment(
    'Eating plain tofu is like reading a book with all the words removed: technically you finished it, but nothing happened.',
    [
      wrong('Irony', NOT_IRONY),
      right(
        'Analogy',
        'Yes. The writer explains the experience by mapping it onto another with the same structure: you complete the act, but nothing was in it. A comparison that carries an explanation or argument is an analogy.',
      ),
      wrong('Anaphora', NOT_ANAPHORA),
    ],
    AGREED_3,
    {
      fullExplanation:
        'An analogy explains one thing through another that shares its structure: finishing a wordless book and finishing plain tofu both mean completing something with no content. The "like" might tempt you towards simile, but a simile only compares a quality for vividness; this comparison also explains and argues ("nothing happened"). As with every analogy, you can test it: tofu does have protein, and books without words do not.',
      relatedTechniques: ['Simile', 'Metaphor', 'Hyperbole'],
      tips: [
        'Ask whether the comparison explains how something works or why it matters, not just what it looks like.',
        'Find where the analogy breaks; every analogy breaks somewhere.',
      ],
    },
  ),
  segment(
    'Tofu has no flavour. Tofu has no texture. Tofu has no smell. Tofu has no business calling itself dinner.',
    [
      wrong('Rule of Three', NOT_RULE_OF_THREE_FOUR),
      right(
        'Anaphora',
        'Correct. "Tofu has no" opens four sentences in a row. Repeating the same words at the start of successive sentences is anaphora, and the last one lands the punchline.',
      ),
      wrong('Allusion', NOT_ALLUSION),
    ],
    AGREED_3,
    {
      fullExplanation:
        'Anaphora repeats the same opening words across successive sentences or clauses, building rhythm and a sense of inevitability. Notice the trick: the first three claims sound like facts because of the drumbeat, but they are opinions (tofu does have a texture; several, in fact). Repetition makes claims feel truer than evidence does.',
      relatedTechniques: ['Repetition', 'Parallelism'],
      tips: [
        'Check the first words of consecutive sentences for a match.',
        'Ask whether each repeated claim is actually true, or just rhythmically confident.',
      ],
    },
  ),
  segment('She has tried marinating it, baking it and crumbling it into chilli.', [
    right(
      'Rule of Three',
      'Yes. Marinating, baking, crumbling: three attempts, listed as a set. Grouping items in threes is the rule of three, and it makes her effort sound thorough and the failure complete.',
    ),
    wrong('Metaphor', NOT_METAPHOR),
    wrong('Rhetorical Question', NOT_RHETORICAL_QUESTION),
  ], AGREED_3),
  segment('Still, every single serving stays stubbornly, spectacularly soggy.', [
    wrong('Antithesis', NOT_ANTITHESIS),
    right(
      'Alliteration',
      'Correct: single, serving, stays, stubbornly, spectacularly, soggy. Repeating the same opening consonant sound in nearby words is alliteration. Say it quickly three times.',
    ),
    wrong('Anecdote', NOT_ANECDOTE),
  ], AGREED_3),
  segment('She calls it the food of the future; I call it the punishment of the present.', [
    right(
      'Antithesis',
      'Yes. Two halves with identical grammar and opposed ideas: she against I, food against punishment, future against present. Contrasting ideas in parallel structure is antithesis.',
    ),
    wrong(
      'Imperative Command',
      'An imperative command tells the reader to do something, verb first. Both halves here are statements about what people call tofu.',
    ),
    wrong('Imagery', NOT_IMAGERY),
  ], AGREED_3, {
    fullExplanation:
      'Antithesis sets opposed ideas in balanced, matching phrasing: "She calls it X of the Y; I call it A of the B", with each key word answered by its opposite. The balance makes it quotable and makes the contrast feel final. There is alliteration inside each half as well (food, future; punishment, present), but the structure doing the work is the balanced opposition.',
    relatedTechniques: ['Juxtaposition', 'Parallelism', 'Alliteration'],
    tips: [
      'Pair the words of the two halves; in antithesis each one has an opposite.',
      'Look for a semicolon or "but" as the hinge between the halves.',
    ],
  }),
  segment('Every dinner now comes with a smug, preachy lecture about my selfish burger habit.', [
    right(
      'Loaded Language',
      'Yes. "Smug", "preachy", "lecture" and "selfish" are verdicts dressed as description. A neutral version ("she talks about what I eat") carries no judgement; this one has decided the argument in its adjectives.',
    ),
    wrong(
      'Colloquialism',
      'Colloquialism is casual, spoken-style language ("no biggie", "real talk"). These words are not chatty; they are judgemental, chosen to make you take the writer\'s side.',
    ),
    wrong('Euphemism', NOT_EUPHEMISM),
  ], AGREED_3),
  segment('Whatever I ask for, the answer is tofu, tofu and, as a special treat on Fridays, more tofu.', [
    wrong('Anaphora', NOT_ANAPHORA_REPEATS_INSIDE),
    right(
      'Repetition',
      'Correct. "Tofu" three times in one breath, with the "special treat" being yet more tofu. Deliberately reusing a word for emphasis is repetition.',
    ),
    wrong('Personification', NOT_PERSONIFICATION),
  ], AGREED_3, {
    fullExplanation:
      'Repetition hammers the same word until the reader feels the monotony the writer feels. The "special treat" is also verbal irony: a treat that is identical to every other meal is no treat at all. The repetition sets the joke up; the irony delivers it.',
    relatedTechniques: ['Irony', 'Anaphora', 'Hyperbole'],
    tips: [
      'Notice when repetition is used to make the reader experience boredom or insistence, not just to emphasise.',
      'Look for a twist at the end of a repeated list; it is often where the joke lives.',
    ],
  }),
  segment('She talks about tofu at brunch and posts about tofu at midnight.', [
    wrong('Allusion', NOT_ALLUSION),
    wrong('Euphemism', NOT_EUPHEMISM),
    right(
      'Parallelism',
      'Yes. "Talks about tofu at brunch" and "posts about tofu at midnight" follow the same pattern: verb, "about tofu", "at" and a time. Matching grammatical structure across phrases is parallelism.',
    ),
  ], AGREED_3),
  segment('She held out the tongs, and I told her firmly: "Put the tofu down. Step away from the barbecue. Slowly."', [
    right(
      'Imperative Command',
      'Correct. "Put", "step away": bare verbs giving orders to an implied "you", here the flatmate holding the tongs. Sentences in the imperative mood are imperative commands, delivered in the voice of a television police officer.',
    ),
    wrong(
      'Call to Action',
      'Close: these are orders. But a call to action urges the audience, the readers, to take a step because of the argument. These orders are aimed at the flatmate inside the story and ask the reader to do nothing, so the exact name is imperative command.',
    ),
    wrong('Simile', NOT_SIMILE_NO_LIKE),
  ], AGREED_3),
]);

export const quizQuestions: QuizQuestion[] = [plasticPackaging, slowWalkers, farts, tofuRant];
