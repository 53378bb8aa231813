import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listArticles, loadArticle, articlePaths } from './articles';
import lessonIndex from './lessonIndex.json';

/**
 * One spelling throughout: the site writes British English (recognise, behaviour, colour,
 * defence, sceptic, per cent). This walks every string in the content data and fails on an
 * American spelling. Keys that are not prose (ids, block types such as 'defense', paths, slugs)
 * are skipped, so only what a reader sees is checked.
 */

/** American spellings with a British twin; matched as whole words, any case. */
const AMERICAN_WORDS = new Set(
  `color colors colored coloring colorful colorless discolored
  behavior behaviors behavioral behaviorally
  favor favors favored favoring favorable favorably favorite favorites unfavorable
  honor honors honored honoring honorable dishonor humor humored labor labors labored laboring
  neighbor neighbors neighborhood neighborhoods neighboring neighborly
  rumor rumors rumored flavor flavors flavored harbor harbors harbored endeavor endeavors
  armor armored candor vigor rigor valor splendor odor odors savor savory clamor parlor tumor
  center centers centered centering theater theaters fiber fibers liter liters somber specter caliber meager luster saber
  defense defenses defenseless offense offenses pretense
  catalog catalogs cataloged dialog dialogs gray grays grayed
  traveled traveling traveler travelers canceled canceling labeled labeling modeled modeling fueled fueling
  signaled signaling leveled leveling totaled marveled marveling quarreled quarreling counseled counseling counselor counselors
  equaled rivaled tunneled channeled funneled spiraled jeweled dueled jewelry
  judgment judgments acknowledgment acknowledgments
  skeptic skeptics skeptical skeptically skepticism
  enroll enrollment fulfill fulfills fulfillment skillful skillfully willful willfully instill instills
  maneuver maneuvers mom moms percent practicing practiced aging mold molds moldy plow
  program programs toward pajamas mustache sulfur cozy donut donuts airplane airplanes artifact artifacts esthetic gotten
  carburetor carburetors kinesthetic anesthetic anesthesia encyclopedia pediatric maneuvering plowed tire tires curb curbs
  aluminum analog specialty specialties soybean soybeans hemorrhoid hemorrhoids`.split(/\s+/),
);

/**
 * "Practice" is the noun on both sides; the British verb is "practise". Flagged where it can only be a verb:
 * after "to" or a subject or helper, or opening an instruction with an object ("Practice the four steps").
 */
const PRACTICE_AS_VERB =
  /\b(?:to|we|you|they|I|can|could|should|must|will|would|and|please|let's|don't|never|always) practice\b|(?:^|[.!?:]\s+|")practice (?:the|this|it|your|these|them|with|on|spotting|what)\b/gi;

/**
 * Words and money that put a British reader in an American street: the site's examples are set where its
 * readers live (the high street, council tax, the estate agent, a CV, a pay rise, the stands, a colleague).
 * Matched as whole phrases, any case; a dollar sign before a figure counts too. "Raise" and "resume" are
 * flagged only as nouns (a raise, their resumes), so "raise prices" and "resume play" pass.
 */
const AMERICAN_SETTINGS = new RegExp(
  [
    String.raw`\b(?:sidewalks?|crosswalks?|parking (?:lot|lots|garage|garages)|gas[- ]stations?|elementary schools?|homeowners' associations?|dollars?|toll booths?|rest stops?|roommates?`,
    String.raw`|bleachers|(?:sports |athletic )?boosters|co-?workers?|realtors?|real[- ]estate agents?|(?:shopping )?malls?`,
    String.raw`|(?:a|the|pay|his|her|their|my|your|our) raises?|(?:a|the|his|her|their|my|your|our) resumes|property tax(?:es)?|downtown|main street`,
    String.raw`|school boards?|fortune 500|team jerseys?|grandpa|zip codes?|cell ?phones?|thanksgiving)\b|\$\s?\d`,
    // \b does not see the accented letters as word letters.
    String.raw`|(?<![a-z])résumés?(?![a-z])`,
  ].join(''),
  'gi',
);

/** -ize/-yze words (British: -ise/-yse), except the words that are spelt with a z on both sides of the Atlantic. */
const IZE = /(?:iz|yz)(?:e|es|ed|ing|ation|ations|ational|er|ers)$/;
const ALWAYS_Z = /(?:size|sizes|sized|sizing|sizer|prize|prizes|prized|seize|seizes|seized|seizing|capsize|capsized|maize|baize|belize)$/;

/**
 * Names kept as the spec writes them: "Hasty Generalization" is the spec's lesson name, and the
 * fallacy's id (hasty-generalization) is by the spec a slug of that name; "Tactical Hemorrhoid Corner"
 * is the spec's name of the corner (in running prose the word is "haemorrhoid").
 */
const KEPT_NAMES = [/\bhasty generalization\b/gi, /\btactical hemorrhoid corner\b/gi];

/** Keys whose values are identifiers, not prose. */
const NOT_PROSE_KEYS = new Set(['id', 'type', 'path', 'slug', 'pascalName', 'href', 'to', 'url', 'fallacyId', 'techniqueId', 'lessonId', 'pairId', 'icon', 'thumbnailEmoji', 'image', 'src', 'fallacy_type_id']);

export function americanSpellings(text: string): string[] {
  let prose = text;
  for (const name of KEPT_NAMES) prose = prose.replace(name, '');
  const found: string[] = [];
  for (const [word] of prose.matchAll(/[A-Za-z]+/g)) {
    const lower = word.toLowerCase();
    if (AMERICAN_WORDS.has(lower) || (IZE.test(lower) && !ALWAYS_Z.test(lower))) found.push(word);
  }
  for (const [match] of prose.matchAll(PRACTICE_AS_VERB)) found.push(match.trim());
  for (const [match] of prose.matchAll(AMERICAN_SETTINGS)) found.push(match.trim());
  return found;
}

/** Lesson ids (the spec's slugs, such as 'virtue-signaling'), wherever they are listed. */
const LESSON_IDS = new Set([...lessonIndex.fallacies, ...lessonIndex.techniques, ...lessonIndex.concepts].map((lesson) => lesson.id));

/** Every prose string reachable from `value`, with where it was found. */
function* proseStrings(value: unknown, where: string, seen = new Set<object>()): Generator<[string, string]> {
  if (typeof value === 'string') {
    // Paths, addresses and lesson ids are not prose.
    if (!/^(?:\/|https?:|mailto:|data:|#)/.test(value) && !LESSON_IDS.has(value)) yield [where, value];
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* proseStrings(item, `${where}[${i}]`, seen);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (NOT_PROSE_KEYS.has(key)) continue;
    yield* proseStrings(item, `${where}.${key}`, seen);
  }
}

function findAmerican(modules: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [name, module] of Object.entries(modules)) {
    for (const [where, text] of proseStrings(module, name)) {
      // The further-reading bibliography (src/content/sources/works.ts) cites works by their own titles
      // and publishers ("Judgment under Uncertainty", "Verbal Behavior"): those keep their spelling.
      if (where.includes('.WORKS.')) continue;
      const words = americanSpellings(text);
      if (words.length) problems.push(`${where}: ${words.join(', ')}`);
    }
  }
  return problems;
}

/** Every content module: articles, lesson texts, pages, games data, cards (tests excluded). */
const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
/** Every JSON file under content (the lesson index and any data file added later). */
const contentJson = import.meta.glob<unknown>('./**/*.json', { eager: true, import: 'default' });

/** The backend's seed: the Detective's built-in statements and the fallacy types, as players read them. */
const seedDir = path.resolve(import.meta.dirname, '../contract/seed');
const seedFiles = readdirSync(seedDir).filter((name) => name.endsWith('.json'));
const seed = Object.fromEntries(seedFiles.map((name) => [name, JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as unknown]));

describe('the spelling checker', () => {
  it('finds American spellings and lets British ones, and z-words of both, pass', () => {
    expect(americanSpellings('Organized behavior: the center of color, analyzed and recognized, in their defense, 30 percent.')).toEqual([
      'Organized',
      'behavior',
      'center',
      'color',
      'analyzed',
      'recognized',
      'defense',
      'percent',
    ]);
    expect(americanSpellings('Organised behaviour: the centre of colour, analysed and recognised, in their defence, 30 per cent.')).toEqual([]);
    expect(americanSpellings('A prize of any size; seized. Hasty Generalization is the lesson, a hasty generalisation the habit.')).toEqual([]);
    expect(americanSpellings('A hasty generalization is one thing; a generalization is another.')).toEqual(['generalization']);
  });

  it('catches the verb "practice" but not the noun, and American settings', () => {
    expect(americanSpellings('Practice the four steps. You should practice daily. In practice, practice rounds help.')).toEqual([
      'Practice the',
      'should practice',
    ]);
    expect(americanSpellings('Practise the steps; you should practise.')).toEqual([]);
    expect(americanSpellings('A carburetor, a kinesthetic learner, the crosswalk, a parking lot and $129.')).toEqual([
      'carburetor',
      'kinesthetic',
      'crosswalk',
      'parking lot',
      '$1',
    ]);
  });

  it('lets British spellings pass that look foreign to an American checker', () => {
    expect(americanSpellings('She paid by cheque, a speciality of the house: soya beans, a haemorrhoid cream and a jewellery box.')).toEqual([]);
    expect(americanSpellings('A specialty of soybean farms; a hemorrhoid. The Tactical Hemorrhoid Corner keeps its name.')).toEqual(['specialty', 'soybean', 'hemorrhoid']);
  });

  it('flags American settings and lets their British twins pass', () => {
    const american =
      'Football bleachers paid for by the sports boosters. My coworker updated their resumes (a résumé each) for the realtor, the real estate agent at the mall. He asked for a raise; a pay raise would cover the property taxes. Downtown, on Main Street, the school board met. Fortune 500 firms, a team jersey, Grandpa, a zip code, a cell phone, Thanksgiving.';
    expect(americanSpellings(american)).toEqual([
      'bleachers',
      'sports boosters',
      'coworker',
      'their resumes',
      'résumé',
      'realtor',
      'real estate agent',
      'mall',
      'a raise',
      'pay raise',
      'property taxes',
      'Downtown',
      'Main Street',
      'school board',
      'Fortune 500',
      'team jersey',
      'Grandpa',
      'zip code',
      'cell phone',
      'Thanksgiving',
    ]);
    const british =
      'The football stands paid for by the parents. My colleague updated her CV for the estate agent in the shopping centre. She asked for a pay rise to cover the council tax. In the town centre, on the high street, the governors met. A team shirt, Grandad, a postcode, a mobile, Christmas dinner. They raise prices; play resumes after lunch; a small mallet.';
    expect(americanSpellings(british)).toEqual([]);
  });

  it('skips identifiers and paths but reads prose', () => {
    const sample = { id: 'x', type: 'defense', path: '/techniques/virtue-signaling', related: ['virtue-signaling'], text: 'Virtue signaling', items: ['color'] };
    expect(findAmerican({ sample })).toEqual(['sample.text: signaling', 'sample.items[0]: color']);
  });
});

describe('the content is written in British English', () => {
  it('walks every content module', () => {
    // A glob that matched nothing would make the next test pass vacuously.
    expect(Object.keys(contentModules).length).toBeGreaterThan(40);
    expect(Object.keys(contentModules)).toEqual(expect.arrayContaining(['./fallacies/ad-hominem.ts', './articles/cut-the-crap.ts', './games/quiz.ts', './pages/home.ts']));
  });

  it('has no American spelling in any content module', () => {
    expect(findAmerican(contentModules)).toEqual([]);
  });

  it('has none in the lesson index the pages read, or in any other JSON under content', () => {
    expect(findAmerican({ lessonIndex })).toEqual([]);
    expect(Object.keys(contentJson)).toContain('./lessonIndex.json');
    expect(findAmerican(contentJson)).toEqual([]);
  });

  it('has none in the seed data the games and the backend serve', () => {
    expect(seedFiles).toEqual(expect.arrayContaining(['fallacies.json', 'statements.json']));
    expect(findAmerican(seed)).toEqual([]);
  });

  it('has none in the article texts, as their loaders deliver them', async () => {
    const articles = await listArticles();
    expect(articles.length).toBe(articlePaths().length);
    const loaded = await Promise.all(articlePaths().map(async (path) => [path, await loadArticle(path)] as const));
    expect(findAmerican(Object.fromEntries(loaded))).toEqual([]);
  });
});
