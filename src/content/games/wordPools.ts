/**
 * Word pools for the Argument Construction Game. The learner builds
 * premise → evidence → conclusion from these entries, all on one shared topic so any combination reads as an
 * argument. Weights run 1 to 1.5: beginner ≈ 1–1.15, intermediate ≈ 1.2–1.3, advanced ≈ 1.4–1.5.
 *
 * A few entries are deliberate traps, tagged 'fallacy-bait': their wording trips the game's keyword fallacy
 * detector (ad hominem, false dichotomy, slippery slope), and their tooltips say so.
 */
import type { Appeal, BlindReview, Difficulty, WordEntry, WordType } from './types';

/** The tag on entries written to trip the keyword fallacy detector. */
export const FALLACY_BAIT_TAG = 'fallacy-bait';

const NEXT_ALLOWED: Record<Exclude<WordType, 'connector'>, WordType[]> = {
  premise: ['evidence', 'connector'],
  evidence: ['conclusion', 'connector'],
  conclusion: [],
};

const DEFAULT_HINTS: Record<Appeal, Record<Exclude<WordType, 'connector'>, string>> = {
  ethos: {
    premise: 'Now back your credibility with evidence someone could check.',
    evidence: 'Land it with a conclusion the people you cited would actually sign.',
    conclusion: 'Make sure your sources support this exact conclusion, not a vaguer one.',
  },
  pathos: {
    premise: 'Feelings open the door; follow with evidence that shows the problem is real.',
    evidence: 'One story moves people; now say what should be done about it.',
    conclusion: 'Keep the emotion in proportion to the evidence before it.',
  },
  logos: {
    premise: 'Back this up with a number, a cost or a study.',
    evidence: 'Say what the numbers mean: conclude from them, not past them.',
    conclusion: 'Check that the conclusion follows from the evidence, not just near it.',
  },
};

type Maker = (
  n: number,
  difficulty: Difficulty,
  weight: number,
  text: string,
  tooltip: string,
  tags: string[],
  structuralHint?: string,
) => WordEntry;

/**
 * Blind review: three readers saw each entry's text with the options Ethos, Pathos and Logos, never its label or
 * tooltip, and all three named its appeal. Recorded per id prefix as the entries 1 to n that passed; an entry
 * added later has no record until it has been read too, and the content checks fail on it. The fallback entries
 * are a safety net rather than choices and are not reviewed.
 */
const REVIEWED_UP_TO: Readonly<Record<string, number>> = {
  'ethos-premise': 8,
  'ethos-evidence': 9,
  'ethos-conclusion': 9,
  'pathos-premise': 9,
  'pathos-evidence': 8,
  'pathos-conclusion': 9,
  'logos-premise': 9,
  'logos-evidence': 9,
  'logos-conclusion': 8,
  conclusion: 8,
};
const AGREED_3: BlindReview = { readers: 3, agreed: 3 };
const reviewOf = (prefix: string, n: number): { review?: BlindReview } =>
  n <= (REVIEWED_UP_TO[prefix] ?? 0) ? { review: AGREED_3 } : {};

/** Entries of one appeal and slot type, with ids like 'ethos-premise-1'. */
const maker =
  (category: Appeal, type: Exclude<WordType, 'connector'>, prefix: string = `${category}-${type}`): Maker =>
  (n, difficulty, weight, text, tooltip, tags, structuralHint) => ({
    id: `${prefix}-${n}`,
    text,
    category,
    ...reviewOf(prefix, n),
    type,
    tooltip,
    weight,
    difficulty,
    tags,
    nextAllowed: [...NEXT_ALLOWED[type]],
    structuralHint: structuralHint ?? DEFAULT_HINTS[category][type],
  });

// ---------------------------------------------------------------------------------------------
// Ethos: trust in the speaker or the source

const ethosPremise = maker('ethos', 'premise');
const ethosEvidence = maker('ethos', 'evidence');
const ethosConclusion = maker('ethos', 'conclusion');

const ethos: WordEntry[] = [
  ethosPremise(1, 'beginner', 1.05, 'As a parent of two skaters, I know what our kids need',
    'Ethos: the speaker\'s experience as a parent is the credential on offer.', ['experience', 'parent']),
  ethosPremise(2, 'beginner', 1.1, 'I have coached junior football in this town for fifteen years',
    'Ethos: fifteen years of whistles and orange slices buys a certain amount of trust.', ['experience', 'coach']),
  ethosPremise(3, 'beginner', 1.15, 'Our neighbourhood police inspector supports giving skaters a proper place to ride',
    'Ethos: it borrows the authority of the person whose job is public safety.', ['authority', 'safety']),
  ethosPremise(4, 'intermediate', 1.2, 'The head of parks, who built three playgrounds on budget, backs this plan',
    'Ethos: a track record of delivering on budget is credibility you can actually check.', ['authority', 'track-record']),
  ethosPremise(5, 'intermediate', 1.25, 'As a retired council engineer, I have inspected the proposed site myself',
    'Ethos: relevant expertise plus a first-hand look, the good kind of credential.', ['expertise', 'first-hand']),
  ethosPremise(6, 'intermediate', 1.3, 'The idea came from our youth council, and skaters helped draw the plans',
    'Ethos: the people who will use the park helped design it, a fair reason to trust it fits the need. Where an idea comes from is not proof it is good, so back it with evidence.', ['legitimacy', 'users']),
  ethosPremise(7, 'advanced', 1.4, 'I opposed this park last year, and the evidence changed my mind',
    'Ethos: admitting you changed your mind signals fairness, which is rarer and more persuasive than certainty.', ['fairness', 'honesty']),
  ethosPremise(8, 'advanced', 1.5, 'Even the shop owners who complained about skaters have signed on',
    'Ethos: support from former critics counts double, because they had no reason to flatter the idea.', ['former-critics', 'credibility']),

  ethosEvidence(1, 'beginner', 1.05, 'The school nurse says smooth ramps mean fewer scraped knees',
    'Ethos: the person who bandages the knees is a fair witness on the subject of knees.', ['authority', 'safety']),
  ethosEvidence(2, 'beginner', 1.05, 'Our firefighters held a pancake breakfast to help fund it',
    'Ethos, but borrowed: trusted people raising money shows goodwill, not that anyone has judged the plan. Being liked is not the same as being an expert witness.', ['community', 'goodwill']),
  ethosEvidence(3, 'beginner', 1.15, 'The bike shop owner, in business here thirty years, recommends it',
    'Ethos: thirty years of fixing the town\'s wheels earns a hearing on wheels.', ['local-expert', 'experience']),
  ethosEvidence(4, 'intermediate', 1.2, 'The county council\'s safety officer reviewed the design and approved its safety features',
    'Ethos: an official review lends the plan the credibility of an independent body.', ['authority', 'safety']),
  ethosEvidence(5, 'intermediate', 1.25, 'Our insurer reviewed the plan and did not raise the premium',
    'Ethos: insurers are professionally grumpy about risk, so their calm is a credible signal.', ['independent', 'insurance']),
  ethosEvidence(6, 'intermediate', 1.3, 'Mayors of three nearby towns say their skate parks were worth it',
    'Ethos: testimony from people who already made this decision and had to live with it.', ['testimonial', 'peers']),
  ethosEvidence(7, 'advanced', 1.45, 'An independent auditor, hired by neither side, confirmed the cost estimate',
    'Ethos: a source with nothing to gain is the gold standard of credibility.', ['independent', 'audit']),
  ethosEvidence(8, 'advanced', 1.5, 'The designer, who has built twelve award-winning parks, is donating her time',
    'Ethos: proven expertise and no fee remove the two usual reasons to doubt an expert.', ['expertise', 'no-conflict']),
  ethosEvidence(9, 'intermediate', 1, 'Only an idiot would ignore what our coaches are telling us',
    'Trap! Calling doubters idiots attacks people instead of their reasons: that is ad hominem wearing an ethos costume.',
    ['fallacy-bait', 'ad-hominem'], 'Careful: the fallacy detector will flag this one. Swap it for a source worth trusting.'),

  ethosConclusion(1, 'beginner', 1.05, 'Trust the people who know this town: build the skate park',
    'Ethos: the conclusion rests on trust in local knowledge.', ['trust', 'local']),
  ethosConclusion(2, 'beginner', 1.1, 'Our coaches and teachers agree, so the town should build it',
    'Ethos: it leans on people the town already trusts with its kids.', ['consensus', 'authority']),
  ethosConclusion(3, 'beginner', 1.15, 'As your neighbour, I am asking you to vote yes on the park',
    'Ethos: the speaker offers their own standing in the community as the reason to agree.', ['neighbour', 'personal']),
  ethosConclusion(4, 'intermediate', 1.2, 'A plan backed by experts and neighbours deserves the council\'s approval',
    'Ethos: expertise and community support, combined into one credible ask.', ['authority', 'consensus']),
  ethosConclusion(5, 'intermediate', 1.25, 'The people who will maintain it say yes, so the council should too',
    'Ethos: the people who will clean it every Monday are the most credible yes there is.', ['expertise', 'practical']),
  ethosConclusion(6, 'intermediate', 1.3, 'With the police inspector and the head of parks on board, approve the park',
    'Ethos: two officials whose jobs depend on getting this right have already agreed.', ['authority', 'safety']),
  ethosConclusion(7, 'advanced', 1.4, 'When former critics and experts agree, the council should listen and build it',
    'Ethos: agreement between unlikely allies is stronger than applause from the usual fans.', ['fairness', 'consensus']),
  ethosConclusion(8, 'advanced', 1.5, 'A council that trusts its own experts will approve the skate park',
    'Ethos: it frames approval as the council keeping faith with the experts it hired.', ['authority', 'credibility']),
  ethosConclusion(9, 'beginner', 1, 'People like them who vote no don\'t care about our kids',
    'Trap! "People like them" attacks the opponents\' character instead of their arguments: classic ad hominem.',
    ['fallacy-bait', 'ad-hominem'], 'Careful: the fallacy detector will flag this one. Conclude from your evidence, not from your opponents\' faces.'),
];

// ---------------------------------------------------------------------------------------------
// Pathos: the audience's feelings

const pathosPremise = maker('pathos', 'premise');
const pathosEvidence = maker('pathos', 'evidence');
const pathosConclusion = maker('pathos', 'conclusion');

const pathos: WordEntry[] = [
  pathosPremise(1, 'beginner', 1.05, 'Our kids deserve a place where they feel welcome',
    'Pathos: it appeals to the warm feeling of belonging.', ['belonging', 'kids']),
  pathosPremise(2, 'beginner', 1.1, 'Nobody wants to see a teenager skating into traffic',
    'Pathos: a flash of worry does the persuading before any number shows up.', ['safety', 'worry']),
  pathosPremise(3, 'beginner', 1.15, 'Picture your kid grinning after landing their first trick',
    'Pathos: asks you to imagine joy, and imagined joy is hard to vote against.', ['joy', 'kids']),
  pathosPremise(4, 'intermediate', 1.2, 'Right now our teenagers get shooed out of every car park in town',
    'Pathos: it invites sympathy for kids who are unwelcome everywhere.', ['belonging', 'frustration']),
  pathosPremise(5, 'intermediate', 1.25, 'Remember how it felt to be fourteen with nowhere to go',
    'Pathos: it recruits the audience\'s own memories, the most persuasive evidence they will never check.', ['nostalgia', 'empathy']),
  pathosPremise(6, 'intermediate', 1.3, 'A town that welcomes its teenagers is a town they come home to',
    'Pathos: it links the park to the hope that our kids will not move away.', ['belonging', 'future']),
  pathosPremise(7, 'advanced', 1.4, 'The skaters we chase off today are the adults we will beg to stay',
    'Pathos: it turns today\'s annoyance into tomorrow\'s regret, neatly and a little painfully.', ['future', 'regret']),
  pathosPremise(8, 'advanced', 1.45, 'We built a bandstand for the grown-ups; the kids are still waiting',
    'Pathos: it stirs a sense of unfairness, with an image everyone in town can picture.', ['fairness', 'belonging']),
  pathosPremise(9, 'intermediate', 1, 'Turn the kids away and next thing you know, the whole town is empty',
    'Trap! "Next thing you know" skips every step between one decision and disaster: a slippery slope.',
    ['fallacy-bait', 'slippery-slope'], 'Careful: the fallacy detector will flag this one. Show each link of the chain, or drop it.'),

  pathosEvidence(1, 'beginner', 1.05, 'Last month a boy broke his wrist skating down the library steps',
    'Pathos: one injured kid makes the risk real in a way a statistic never quite does.', ['injury', 'story']),
  pathosEvidence(2, 'beginner', 1.1, 'My daughter cried when a guard chased her out of the shopping-centre car park',
    'Pathos: a crying child is a very short argument.', ['story', 'frustration']),
  pathosEvidence(3, 'beginner', 1.15, 'The kids raised eight hundred pounds selling lemonade for this park',
    'Pathos: nothing tugs a heartstring like a lemonade stall with a mission.', ['effort', 'kids']),
  pathosEvidence(4, 'intermediate', 1.2, 'Ask the mother who waits by the window until her son gets home',
    'Pathos: it puts you in a worried parent\'s shoes, at the window, after dark.', ['worry', 'parents']),
  pathosEvidence(5, 'intermediate', 1.25, 'Kids who used to hide in their rooms now skate together every weekend',
    'Pathos: friendship and belonging, shown rather than told.', ['friendship', 'joy']),
  pathosEvidence(6, 'intermediate', 1.3, 'One teen wrote to the council: "We just want somewhere we\'re allowed to be"',
    'Pathos: a kid\'s own words carry a feeling that no summary can.', ['belonging', 'voice']),
  pathosEvidence(7, 'advanced', 1.4, 'The shy kid who never spoke in class now teaches younger skaters',
    'Pathos: a small story of growth that makes the park about confidence, not concrete.', ['growth', 'confidence']),
  pathosEvidence(8, 'advanced', 1.5, 'At the pop-up ramp last summer, three generations cheered the same kickflip',
    'Pathos: a shared moment of joy that turns a skate park into a town square.', ['community', 'joy']),

  pathosConclusion(1, 'beginner', 1.05, 'Let\'s give our kids somewhere to belong: build the park',
    'Pathos: it ends on belonging, a feeling everyone remembers wanting.', ['belonging', 'kids']),
  pathosConclusion(2, 'beginner', 1.1, 'Build the skate park and show our kids they are wanted',
    'Pathos: being wanted is the emotional payoff on offer.', ['belonging', 'kids']),
  pathosConclusion(3, 'beginner', 1.15, 'For our kids\' sake, the town should build the skate park',
    'Pathos: "for our kids\' sake" is the oldest key in the emotional keyring, and it still opens doors.', ['kids', 'care']),
  pathosConclusion(4, 'intermediate', 1.2, 'Build it, so no parent has to wait by the window again',
    'Pathos: it promises relief from a worry every parent recognises.', ['worry', 'parents']),
  pathosConclusion(5, 'intermediate', 1.25, 'Give them a park, and they will give this town their hearts',
    'Pathos: a trade of affection, phrased to be remembered.', ['belonging', 'loyalty']),
  pathosConclusion(6, 'intermediate', 1.3, 'Our kids are asking for so little; let\'s finally say yes',
    'Pathos: it makes saying no feel stingy.', ['fairness', 'kids']),
  pathosConclusion(7, 'advanced', 1.4, 'Make room for our kids now, and they will make this town home',
    'Pathos: it ties a vote today to the hope of a town that stays alive.', ['future', 'belonging']),
  pathosConclusion(8, 'advanced', 1.5, 'Let\'s build a place our kids will still be proud of at forty',
    'Pathos: pride, looking back from the future, is a long and effective lever.', ['pride', 'future']),
  pathosConclusion(9, 'beginner', 1, 'Either we build the park or our kids end up on the streets',
    'Trap! "Either... or" pretends there are only two futures, a false dichotomy. There are always more.',
    ['fallacy-bait', 'false-dichotomy'], 'Careful: the fallacy detector will flag this one. Name the real options, not just two.'),
];

// ---------------------------------------------------------------------------------------------
// Logos: reasons, numbers, causes and costs

const logosPremise = maker('logos', 'premise');
const logosEvidence = maker('logos', 'evidence');
const logosConclusion = maker('logos', 'conclusion');

const logos: WordEntry[] = [
  logosPremise(1, 'beginner', 1.05, 'Right now there is no legal place to skate in town',
    'Logos: a plain fact that anyone could check against the town\'s rules.', ['facts', 'rules']),
  logosPremise(2, 'beginner', 1.1, 'Kids will skate somewhere, so it should be somewhere safe',
    'Logos: a simple piece of reasoning from what will happen anyway.', ['reasoning', 'safety']),
  logosPremise(3, 'beginner', 1.05, 'A skate park costs less than one new multi-storey car park',
    'Logos, but a rigged comparison: nobody has proposed a multi-storey, so "cheaper than" tells you little. Compare the park with the options actually on the table.', ['cost', 'comparison']),
  logosPremise(4, 'intermediate', 1.2, 'A dedicated skate area keeps skaters away from cars and pedestrians',
    'Logos: a cause-and-effect claim about separating traffic.', ['cause-effect', 'safety']),
  logosPremise(5, 'intermediate', 1.25, 'The empty plot on Mill Street is town-owned and already paved',
    'Logos: a practical fact that removes the biggest costs, land and groundwork.', ['facts', 'site']),
  logosPremise(6, 'intermediate', 1.3, 'Facilities that get used daily cost less per visit than ones that don\'t',
    'Logos: a general principle of cost per use, ready to be applied.', ['cost', 'principle']),
  logosPremise(7, 'advanced', 1.4, 'One build costs less than years of repairing skate-damaged benches and railings',
    'Logos: compares a one-time cost with a recurring one, the way a budget should.', ['cost', 'long-term']),
  logosPremise(8, 'advanced', 1.5, 'At modest use, its cost per visit would beat the public pool\'s',
    'Logos: a benchmark against something the town already pays for without complaint.', ['cost', 'benchmark']),
  logosPremise(9, 'intermediate', 1, 'We have only two options: a skate park or broken railings forever',
    'Trap! "Only two options" is the false dichotomy\'s calling card. The council has more than two.',
    ['fallacy-bait', 'false-dichotomy'], 'Careful: the fallacy detector will flag this one. Compare real alternatives instead.'),

  logosEvidence(1, 'beginner', 1.05, 'Skateboarding complaints to police rose from 12 to 47 last year',
    'Logos: numbers from a record anyone could request.', ['numbers', 'complaints']),
  logosEvidence(2, 'beginner', 1.1, 'The town survey counted 300 kids who skate at least weekly',
    'Logos: a survey count shows the park would actually be used.', ['numbers', 'demand']),
  logosEvidence(3, 'beginner', 1.15, 'The quote for a basic concrete park is £180,000',
    'Logos: an actual price, so the debate can stop guessing.', ['cost', 'numbers']),
  logosEvidence(4, 'intermediate', 1.2, 'Nearby Millbrook\'s skating complaints fell by 60% after its park opened',
    'Logos, but only suggestive: one town, before and after, no control group. Something else may have changed in Millbrook too.', ['comparison', 'numbers']),
  logosEvidence(5, 'intermediate', 1.25, 'Repairing skate-damaged railings cost the town £25,000 last year',
    'Logos: a real cost of doing nothing, which is never actually free.', ['cost', 'numbers']),
  logosEvidence(6, 'intermediate', 1.3, 'A national sports grant would cover half the construction cost',
    'Logos: a funding fact that halves the price tag.', ['cost', 'funding']),
  logosEvidence(7, 'advanced', 1.4, 'Over twenty years, the park costs about £1.50 per resident per year',
    'Logos: spreading a big cost over its lifetime and population makes it comparable.', ['cost', 'per-capita']),
  logosEvidence(8, 'advanced', 1.4, 'Street-skating injuries in Millbrook halved in the park\'s first two years',
    'Logos, suggestive rather than solid: an outcome measured over two years, but in one town with no control group, so other changes could explain some of the fall.', ['injuries', 'comparison']),
  logosEvidence(9, 'intermediate', 1, 'Saying no will lead to vandalism, then more police, then higher taxes',
    'Trap! "Will lead to" strings together a chain nobody has shown: a slippery slope, not logos.',
    ['fallacy-bait', 'slippery-slope'], 'Careful: the fallacy detector will flag this one. Evidence shows links; it does not assume them.'),

  logosConclusion(1, 'beginner', 1.05, 'So a skate park is the cheapest safe fix we have',
    'Logos: the conclusion is about cost and safety, the two things the evidence measured.', ['cost', 'safety']),
  logosConclusion(2, 'beginner', 1.1, 'The numbers add up, so the town should build the park',
    'Logos: it points back to the numbers rather than to anyone\'s feelings.', ['numbers', 'decision']),
  logosConclusion(3, 'beginner', 1.15, 'A one-time cost solves a yearly problem, so let\'s build it',
    'Logos: a simple cost-over-time argument.', ['cost', 'long-term']),
  logosConclusion(4, 'intermediate', 1.2, 'Given the costs and the complaints, building the park is the sensible choice',
    'Logos: it weighs two measurable factors and draws the conclusion from them.', ['cost', 'decision']),
  logosConclusion(5, 'intermediate', 1.25, 'With half the cost covered by a grant, the park is a bargain',
    'Logos: a conclusion that follows directly from a funding fact.', ['cost', 'funding']),
  logosConclusion(6, 'intermediate', 1.3, 'Fewer complaints, fewer repairs, fewer injuries: the park is worth building',
    'Logos: three measurable benefits lined up before the verdict.', ['benefits', 'decision']),
  logosConclusion(7, 'advanced', 1.4, 'If costs and injuries both fall, building the park is the rational choice',
    'Logos: a conditional conclusion that says exactly what would make it true.', ['conditional', 'decision']),
  logosConclusion(8, 'advanced', 1.5, 'On cost, safety and use, the skate park beats every option we studied',
    'Logos: it compares alternatives on stated criteria, the way a careful report would.', ['comparison', 'decision']),
];

// ---------------------------------------------------------------------------------------------
// Generic conclusions (any appeal's evidence can lead here)

const generic = (category: Appeal) => maker(category, 'conclusion', 'conclusion');

const conclusions: WordEntry[] = [
  generic('logos')(1, 'beginner', 1, 'Therefore, the town should build the skate park',
    'Logos: a plain conclusion that follows from whatever reasons came before it.', ['generic', 'decision'],
    'Make sure the evidence before this actually supports it.'),
  generic('logos')(2, 'beginner', 1.05, 'The council should approve the skate park this year',
    'Logos: a clear, specific decision with a deadline attached.', ['generic', 'decision'],
    'A conclusion with a deadline is easier to act on.'),
  generic('pathos')(3, 'beginner', 1.05, 'Let\'s come together and build the skate park',
    'Pathos: it appeals to community spirit, the feeling of doing something together.', ['generic', 'community'],
    'Warmth works best after evidence that earned it.'),
  generic('ethos')(4, 'intermediate', 1.2, 'Those who know the town best agree: build the skate park',
    'Ethos: it rests the decision on local, trusted judgement.', ['generic', 'trust'],
    'Name who "those who know" are somewhere in your argument.'),
  generic('pathos')(5, 'intermediate', 1.25, 'Build the park, and watch our kids light up',
    'Pathos: it promises a picture of happy kids, which is very hard to argue with.', ['generic', 'joy'],
    'Keep the feeling in proportion to the evidence before it.'),
  generic('logos')(6, 'intermediate', 1.25, 'The evidence points one way: approve the skate park',
    'Logos: it claims the conclusion follows from the evidence; make sure it does.', ['generic', 'evidence'],
    'Only say "the evidence points one way" if your evidence slot really does.'),
  generic('ethos')(7, 'advanced', 1.4, 'Approve the park, and let the experts we trust get to work',
    'Ethos: it hands the final step to trusted experts, which reassures the cautious.', ['generic', 'trust'],
    'Pairs best with evidence from credible, independent sources.'),
  generic('logos')(8, 'advanced', 1.45, 'Weighing cost, safety and use, the skate park is the right call',
    'Logos: a verdict that names the criteria it was weighed on.', ['generic', 'criteria'],
    'Check that your evidence covered at least one of these criteria.'),
];

// ---------------------------------------------------------------------------------------------
// Connectors: the glue the UI may show between slots. nextAllowed is the slot a connector stands before.
// Beginner connectors come first, so the first match at or below a level is the simplest one.

const connector = (
  id: string,
  text: string,
  before: 'evidence' | 'conclusion',
  difficulty: Difficulty,
  weight: number,
  tooltip: string,
  structuralHint: string,
): WordEntry => ({
  id: `connector-${id}`,
  text,
  category: 'logos',
  type: 'connector',
  tooltip,
  weight,
  difficulty,
  tags: ['connector', `before-${before}`],
  nextAllowed: [before],
  structuralHint,
});

const connectors: WordEntry[] = [
  connector('because', 'because', 'evidence', 'beginner', 1,
    'Logos glue: "because" promises a reason is coming, so make sure one does.', 'Follow it with evidence, not a mood.'),
  connector('therefore', 'therefore', 'conclusion', 'beginner', 1,
    'Logos glue: "therefore" claims the next part follows from the last. It had better.', 'Follow it with a conclusion your evidence supports.'),
  connector('for-example', 'for example', 'evidence', 'beginner', 1,
    'Logos glue: it signals that a concrete case is on its way.', 'Follow it with one specific case.'),
  connector('so', 'so', 'conclusion', 'beginner', 1,
    'Logos glue: the shortest bridge from reasons to a verdict.', 'Follow it with what should happen.'),
  connector('as-shown-by', 'as shown by', 'evidence', 'intermediate', 1.1,
    'Logos glue: it points at proof, so the proof had better be there.', 'Follow it with something checkable.'),
  connector('which-means', 'which means', 'conclusion', 'intermediate', 1.1,
    'Logos glue: it turns evidence into its consequence.', 'Follow it with what the evidence implies, nothing grander.'),
  connector('after-all', 'after all', 'evidence', 'intermediate', 1.1,
    'Logos glue: it presents the evidence as something the audience already half knows.', 'Follow it with a fact the audience will recognise.'),
  connector('that-is-why', 'and that is why', 'conclusion', 'intermediate', 1.1,
    'Logos glue: it ties the verdict explicitly to the reasons before it.', 'Follow it with the decision you want.'),
  connector('it-follows-that', 'it follows that', 'conclusion', 'advanced', 1.2,
    'Logos glue: a formal claim of inference, so the inference must actually hold.', 'Only use it when the conclusion really is entailed.'),
  connector('as-the-record-shows', 'as the record shows', 'evidence', 'advanced', 1.2,
    'Logos glue: it promises documented evidence rather than anecdote.', 'Follow it with figures or an official record.'),
];

// ---------------------------------------------------------------------------------------------
// Fallback: the beginner safety net, one of each appeal for each slot

const fallbackEntry = (category: Appeal, type: Exclude<WordType, 'connector'>) =>
  maker(category, type, `fallback-${type}`);

const fallback: WordEntry[] = [
  fallbackEntry('logos', 'premise')(1, 'beginner', 1, 'Our town has no place to skate',
    'Logos: a simple fact anyone can check.', ['fallback', 'facts'], 'Add evidence that shows why that matters.'),
  fallbackEntry('pathos', 'premise')(2, 'beginner', 1, 'Kids need a fun, safe place to play',
    'Pathos: it appeals to care for kids.', ['fallback', 'kids'], 'Add evidence that shows the need is real.'),
  fallbackEntry('ethos', 'premise')(3, 'beginner', 1, 'Local parents are asking for a skate park',
    'Ethos: it leans on the standing of the parents in town.', ['fallback', 'community'], 'Add evidence from someone the audience trusts.'),
  fallbackEntry('logos', 'evidence')(1, 'beginner', 1, 'Hundreds of kids here skate every week',
    'Logos: a rough count of how many would use it.', ['fallback', 'numbers'], 'Now draw a conclusion from the numbers.'),
  fallbackEntry('ethos', 'evidence')(2, 'beginner', 1, 'Teachers and coaches support the idea',
    'Ethos: trusted adults vouch for it.', ['fallback', 'trust'], 'Now conclude with what should be done.'),
  fallbackEntry('pathos', 'evidence')(3, 'beginner', 1, 'Kids get chased away from everywhere they skate',
    'Pathos: it makes you feel for kids with nowhere to go.', ['fallback', 'belonging'], 'Now say what would fix it.'),
  fallbackEntry('logos', 'conclusion')(1, 'beginner', 1, 'So the town should build a skate park',
    'Logos: a plain conclusion from the reasons before it.', ['fallback', 'decision'], 'Check it follows from your evidence.'),
  fallbackEntry('pathos', 'conclusion')(2, 'beginner', 1, 'Let\'s build the park for our kids',
    'Pathos: it ends on care for the kids.', ['fallback', 'kids'], 'Keep the feeling in proportion to the evidence.'),
  fallbackEntry('ethos', 'conclusion')(3, 'beginner', 1, 'The people we trust say build it, so we should',
    'Ethos: it rests on trusted voices.', ['fallback', 'trust'], 'Make sure you named those trusted people.'),
];

export const wordPools: {
  ethos: WordEntry[];
  pathos: WordEntry[];
  logos: WordEntry[];
  connectors: WordEntry[];
  conclusions: WordEntry[];
  fallback: WordEntry[];
} = { ethos, pathos, logos, connectors, conclusions, fallback };
