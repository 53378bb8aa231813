/**
 * Articles for the rhetoric analysis challenge. All invented: the publications, the people
 * and the products. Segment offsets are computed from fullText, never typed by hand, so
 * fullText.slice(startIndex, endIndex) === text always holds (a missing or ambiguous segment throws at load).
 */
import type { TechniqueName } from './techniqueGuide';
import type { AnalysisArticle, AnalysisSegment, BlindReview } from './types';

/** The last item: techniques this text also shows (see AnalysisSegment.alsoArguable), never a wrong answer beside the first. */
type SegmentSpec = [text: string, technique: TechniqueName, explanation: string, review: BlindReview, alsoArguable: TechniqueName[]];

/** Three blind readers, all three naming the intended technique. A segment changed after its review is read again. */
const AGREED_3: BlindReview = { readers: 3, agreed: 3 };

/** Locates one segment in the article; it must occur exactly once. */
function locate(articleId: string, fullText: string, [text, technique, explanation, review, alsoArguable]: SegmentSpec): AnalysisSegment {
  const startIndex = fullText.indexOf(text);
  if (startIndex === -1) throw new Error(`analysisArticles: segment not found in "${articleId}": ${text}`);
  if (fullText.indexOf(text, startIndex + 1) !== -1) {
    throw new Error(`analysisArticles: segment occurs more than once in "${articleId}": ${text}`);
  }
  return { text, technique, explanation, startIndex, endIndex: startIndex + text.length, review, alsoArguable };
}

function article(
  meta: { id: string; title: string; source: string; date: string },
  paragraphs: string[],
  specs: SegmentSpec[],
): AnalysisArticle {
  const fullText = paragraphs.join('\n\n');
  const segments = specs.map((spec) => locate(meta.id, fullText, spec)).sort((a, b) => a.startIndex - b.startIndex);
  return { ...meta, fullText, segments, difficulty: 'medium', category: 'article' };
}

// ---------------------------------------------------------------------------------------------

const leafBlowers = article(
  {
    id: 'leaf-blower-ban',
    title: 'It Is Time to Pull the Plug on Leaf Blowers',
    source: 'The Maple Hollow Courier, opinion column',
    date: '2024-10-21',
  },
  [
    'Every Saturday at 7:45 a.m., my street turns into an airport runway. Three houses down, a leaf blower roars to life, and the chorus begins: a second one joins from the close, then a third from behind the church. By eight o\'clock the whole neighbourhood smells of petrol exhaust, and the leaves have simply moved from one lawn to the next, like party guests who refuse to go home.',
    'Let me tell you about last weekend. My neighbour Walt, a retired postman who has never raised his voice in his life, came to my door holding his hearing aid in one hand and a rake in the other. "I used to hear birds out here," he said. "Now I hear engines." Then he went back to raking, quietly, the way our grandparents did.',
    'Is a tidy lawn really worth a ruined morning for forty households? I don\'t think so, and I\'m not alone. Leaf blowers are on their way out: every forward-thinking town is dropping them, and nobody wants Maple Hollow to be the last to catch on. Towns that have already restricted these petrol-guzzling noise cannons report that the sky did not fall. Their lawns are still green. Their leaves still end up in bags. Their residents simply sleep in on Saturdays.',
    'Make no mistake: every week we wait, our children grow up believing a roaring engine is the natural sound of autumn, and the quiet we lose may never come back.',
    'Defenders of the blower say it saves time. Fine. A rake saves your ears; a blower saves ten minutes. A rake costs twenty pounds; a blower costs the whole street its peace. Call that efficiency if you like. I call it noise with a warranty.',
    'So here is my request. Come to the Town Council meeting on Tuesday 12 November, at 7 p.m. in the library annexe. Bring your neighbours. Bring your rakes, if you want to make a point. And tell the council, politely and loudly, that Maple Hollow is ready to hear itself think again.',
  ],
  [
    [
      'my street turns into an airport runway',
      'Metaphor',
      'The street does not become a runway; saying it does, with no "like" or "as", hands it all the noise of one. It leans on exaggeration too, which is how most metaphors in op-eds earn their keep.',
      AGREED_3,
      ['Hyperbole', 'Loaded Language'],
    ],
    [
      'My neighbour Walt, a retired postman who has never raised his voice in his life, came to my door holding his hearing aid in one hand and a rake in the other.',
      'Anecdote',
      'A short personal story about one sympathetic neighbour makes the issue human. It is vivid, and it is one neighbour: a story shows the problem exists, not how widespread it is.',
      AGREED_3,
      ['Imagery', 'Antithesis'],
    ],
    [
      'Is a tidy lawn really worth a ruined morning for forty households?',
      'Rhetorical Question',
      'The columnist does not wait for an answer, because the question is built so only "no" fits. The framing ("ruined", "forty households") does the arguing.',
      AGREED_3,
      ['Loaded Language', 'Hyperbole'],
    ],
    [
      'every forward-thinking town is dropping them, and nobody wants Maple Hollow to be the last to catch on',
      'Bandwagon',
      'The pull is "everyone is doing it, don\'t be left behind", with no word on whether it worked. Compare the next sentence: towns reporting what happened after a ban is evidence from comparable cases, a fair argument that can be checked. A trend on its own is not.',
      AGREED_3,
      ['Loaded Language', 'Hyperbole', 'Appeal to Fear'],
    ],
    [
      'petrol-guzzling noise cannons',
      'Loaded Language',
      'A neutral writer would say "leaf blowers". "Petrol-guzzling noise cannons" decides the argument in the adjectives before any evidence arrives.',
      AGREED_3,
      ['Metaphor', 'Hyperbole'],
    ],
    [
      'Their lawns are still green. Their leaves still end up in bags. Their residents simply sleep in on Saturdays.',
      'Anaphora',
      '"Their" opens three sentences in a row, building a calm, rhythmic picture of life after the ban. It is also a rule of three, which is why it sounds so finished. The claim underneath is a fair one (other towns tried it and coped); the anaphora makes it sound more settled than one columnist\'s summary can be.',
      AGREED_3,
      ['Rule of Three', 'Repetition', 'Parallelism'],
    ],
    [
      'every week we wait, our children grow up believing a roaring engine is the natural sound of autumn, and the quiet we lose may never come back',
      'Appeal to Fear',
      'The danger is inflated (children, lost forever) and offered without evidence, so the reader feels urgency instead of weighing the claim. A real risk stated in proportion would be a reason; this is a shiver.',
      AGREED_3,
      ['Hyperbole', 'Loaded Language', 'Imagery'],
    ],
    [
      'A rake saves your ears; a blower saves ten minutes. A rake costs twenty pounds; a blower costs the whole street its peace.',
      'Antithesis',
      'Two pairs of balanced, matching halves set rake against blower. The parallel structure makes the contrast feel settled, though pricing the rake in pounds and the blower in "the whole street\'s peace" is a rigged scale.',
      AGREED_3,
      ['Parallelism', 'Anaphora', 'Repetition', 'Loaded Language', 'Juxtaposition'],
    ],
    [
      'Come to the Town Council meeting on Tuesday 12 November, at 7 p.m. in the library annexe.',
      'Call to Action',
      'The column ends by telling readers exactly where and when to act. A date, a time and a room turn agreement into attendance.',
      AGREED_3,
      ['Imperative Command'],
    ],
  ],
);

const smartBottle = article(
  {
    id: 'smart-bottle-keynote',
    title: 'Introducing Sipwise Halo: Hydration, Reimagined',
    source: 'Sipwise launch keynote, transcript',
    date: '2025-03-11',
  },
  [
    'Good morning, everyone. Thank you for being here.',
    'Three years ago, I fainted at a bus stop. Not dramatically, just a slow fold onto the bench, and a stranger handed me a bottle of water. The paramedic said two words I will never forget: "You\'re dehydrated." That moment is why we are all in this room today.',
    'For most of human history, the water bottle has been dumb. It just sat there. It never asked how you were doing. It never noticed you had skipped lunch. It never reminded you, gently, that coffee is not a food group.',
    'Today, that changes. Meet Sipwise Halo, the biggest leap in drinking since the invention of the cup.',
    'Halo is your hydration coach, your wellness partner and your tiny, glowing conscience. A ring of light around the lid pulses softly when it is time to drink. Sensors in the base count every sip. And the Sipwise app turns your water into a daily streak you will never want to break. It even pairs with your watch, so your wrist can nag you too. We tested it in kitchens, gyms, offices and one very patient school minibus.',
    'Don\'t just take my word for it. Marathon coach Marla Brightwater, who tested Halo for six months, told us, "I will never go back to an ordinary bottle."',
    'More than forty thousand people joined the waitlist in the first week, and your friends are probably among them.',
    'Halo starts at £129, and the premium insights come with a small monthly wellness contribution, about the price of a coffee. And honestly, is there anything more important than your health?',
    'Pre-orders open right now at the link on your screen. Drink smarter. Live brighter. Start today.',
  ],
  [
    [
      'Three years ago, I fainted at a bus stop. Not dramatically, just a slow fold onto the bench, and a stranger handed me a bottle of water.',
      'Anecdote',
      'A personal story opens the pitch and makes the founder relatable. It shows dehydration happened once to one person; it says nothing yet about whether a glowing bottle prevents it.',
      AGREED_3,
      ['Imagery', 'Euphemism'],
    ],
    [
      'It never asked how you were doing. It never noticed you had skipped lunch. It never reminded you, gently, that coffee is not a food group.',
      'Anaphora',
      '"It never" opens three sentences in a row, building a drumbeat of complaints against the ordinary bottle. The complaints also personify it: bottles were never supposed to ask how you are.',
      AGREED_3,
      ['Rule of Three', 'Personification', 'Repetition', 'Parallelism'],
    ],
    [
      'the biggest leap in drinking since the invention of the cup',
      'Hyperbole',
      'A bottle with a light on it is not the biggest change in drinking since the cup. The exaggeration is there to make an accessory sound historic.',
      AGREED_3,
      ['Loaded Language'],
    ],
    [
      'Halo is your hydration coach, your wellness partner and your tiny, glowing conscience.',
      'Rule of Three',
      'Three titles in a row, each one a metaphor, with the funniest saved for last. Threes sound complete, which is why keynotes are full of them.',
      AGREED_3,
      ['Metaphor', 'Personification', 'Anaphora', 'Repetition', 'Parallelism'],
    ],
    [
      'Marathon coach Marla Brightwater, who tested Halo for six months, told us, "I will never go back to an ordinary bottle."',
      'Testimonial',
      'A named, sporty person vouches for the product, lending it her credibility. Ask whether a running coach is an expert on bottles, and whether she was paid.',
      AGREED_3,
      ['Anecdote', 'Hyperbole'],
    ],
    [
      'More than forty thousand people joined the waitlist in the first week, and your friends are probably among them.',
      'Bandwagon',
      'Big numbers and "your friends" invite you to join because others have. A long waitlist shows interest, not that the product works.',
      AGREED_3,
      ['Hyperbole'],
    ],
    [
      'a small monthly wellness contribution',
      'Euphemism',
      'That is a monthly subscription fee, renamed to sound like a voluntary gift to your own health. A price paid for a service is a fee, however optional the service; calling it a contribution makes buying sound like giving, and comparing it to "the price of a coffee" shrinks it further.',
      AGREED_3,
      ['Loaded Language'],
    ],
    [
      'is there anything more important than your health?',
      'Rhetorical Question',
      'Nobody will answer "yes", and that is the trick: the question quietly equates buying this bottle with caring about your health, which is the claim that needed proving.',
      AGREED_3,
      ['Loaded Language'],
    ],
    [
      'Pre-orders open right now at the link on your screen. Drink smarter. Live brighter. Start today.',
      'Call to Action',
      'The speech ends with a concrete step (pre-order, now, at this link) and three punchy imperatives to push you into it.',
      AGREED_3,
      ['Rule of Three', 'Imperative Command', 'Parallelism'],
    ],
  ],
);

export const analysisArticles: AnalysisArticle[] = [leafBlowers, smartBottle];
