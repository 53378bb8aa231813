/**
 * Further reading (issue 39): the works the lessons, techniques and articles point learners to,
 * once each. Every work was checked to exist against a public record before it was listed: who
 * checked (`checkedBy`) and against what (`checkedAgainst`: the record and where it was read). A
 * work that could not be confirmed is not here; nothing is listed from memory alone. How the check
 * was done, and what is still owed, is in docs/teaching.md.
 */

/** One work a learner can look up. `title` keeps the work's own spelling (American titles stay American). */
export interface Work {
  /** As a library catalogue would list them: "Tversky, A. and Kahneman, D.". */
  authors: string;
  /** Year of publication ("n.d." for an encyclopedia entry that is revised in place). */
  year: string;
  title: string;
  /** Where it appeared: journal, volume and pages, or publisher, or the website. */
  published: string;
  doi?: string;
  isbn?: string;
  /** A stable address (a publisher's page, an encyclopedia entry, a public-domain copy). */
  url?: string;
  /** Who confirmed the work exists as described. */
  checkedBy: string;
  /** The public record it was confirmed against. */
  checkedAgainst: string;
}

/**
 * The checker. The issue asks for a reader who did not add the entry; the helper that added these
 * could not start one, so the check is recorded as its own and the independent re-read is listed
 * as owed in docs/teaching.md. Checked on 27 November 2026.
 */
const BY_ADDER = 'Issue 39 helper, 27 Nov 2026 (also added it; independent re-check owed)';

/** Several public bibliographies agree on this DOI, title, authors and year (searched by exact DOI). */
const doiAgreed = (doi: string) => `https://doi.org/${doi}, with title, authors and year agreeing across independent public bibliographies found by exact DOI`;

export const WORKS = {
  hamblin1970: {
    authors: 'Hamblin, C. L.',
    year: '1970',
    title: 'Fallacies',
    published: 'London: Methuen',
    isbn: '0-416-14570-1',
    checkedBy: BY_ADDER,
    checkedAgainst:
      'The book\'s title and imprint pages (Methuen, 1970, SBN 416 14570 1) in a public scan, https://fdocuments.in/document/hamblin-charles-fallacies.html, and Mackenzie (2011), "What Hamblin\'s Book Fallacies Was About", Informal Logic 31(4), https://ojs.uwindsor.ca/ojs/leddy/index.php/informal_logic/article/view/3327',
  },
  hansenSep: {
    authors: 'Hansen, H.',
    year: 'n.d.',
    title: 'Fallacies',
    published: 'Stanford Encyclopedia of Philosophy, ed. E. N. Zalta and U. Nodelman',
    url: 'https://plato.stanford.edu/entries/fallacies/',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The entry\'s address and author as cited in several public reading lists and bibliographies (e.g. "Hansen, H. Fallacies. In E. N. Zalta & U. Nodelman (Eds.), The Stanford Encyclopedia of Philosophy")',
  },
  dowdenIep: {
    authors: 'Dowden, B.',
    year: 'n.d.',
    title: 'Fallacies',
    published: 'Internet Encyclopedia of Philosophy',
    url: 'https://iep.utm.edu/fallacy/',
    checkedBy: BY_ADDER,
    checkedAgainst: 'A saved copy of the page titled "Fallacies | Internet Encyclopedia of Philosophy" (iep.utm.edu), and public bibliographies citing "Dowden, B. Fallacies. Internet Encyclopedia of Philosophy, https://iep.utm.edu/fallacy/"',
  },
  iepReductio: {
    authors: 'Internet Encyclopedia of Philosophy',
    year: 'n.d.',
    title: 'Reductio ad Absurdum',
    published: 'Internet Encyclopedia of Philosophy',
    url: 'https://iep.utm.edu/reductio/',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The address and title "Reductio ad Absurdum - Internet Encyclopedia of Philosophy" as listed in several public reading lists (sections: Basic Ideas; Indirect Proof; A Classical Example)',
  },
  walton1998: {
    authors: 'Walton, D.',
    year: '1998',
    title: 'Ad Hominem Arguments',
    published: 'Tuscaloosa: University of Alabama Press',
    isbn: '978-0-8173-0922-0',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The publisher\'s catalogue record (University of Alabama Press, cloth ISBN 978-0-8173-0922-0, LC P301.5.P47W347 1998), https://press-bv2.uchicago.edu/BV.book.epl?ISBN=9780817355616, and the Google Books record (1998, 315 pages)',
  },
  walton1992emotion: {
    authors: 'Walton, D. N.',
    year: '1992',
    title: 'The Place of Emotion in Argument',
    published: 'University Park: Pennsylvania State University Press',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Public bibliographies citing "D.N. Walton, The Place of Emotion in Argument, The Pennsylvania State Univ. Press, 1992" (the book is in print with the same press)',
  },
  walton1996ignorance: {
    authors: 'Walton, D.',
    year: '1996',
    title: 'Arguments from Ignorance',
    published: 'University Park: Pennsylvania State University Press',
    checkedBy: BY_ADDER,
    checkedAgainst: 'A reviewed public teaching resource citing "Walton, D. (1996). Arguments from Ignorance. Pennsylvania State University Press."',
  },
  talisseAikin2006: {
    authors: 'Talisse, R. and Aikin, S. F.',
    year: '2006',
    title: 'Two Forms of the Straw Man',
    published: 'Argumentation 20(3), 345–352',
    doi: '10.1007/s10503-006-9017-8',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1007/s10503-006-9017-8'),
  },
  tk1971: {
    authors: 'Tversky, A. and Kahneman, D.',
    year: '1971',
    title: 'Belief in the law of small numbers',
    published: 'Psychological Bulletin 76(2), 105–110',
    doi: '10.1037/h0031322',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/h0031322'),
  },
  tk1973: {
    authors: 'Tversky, A. and Kahneman, D.',
    year: '1973',
    title: 'Availability: A heuristic for judging frequency and probability',
    published: 'Cognitive Psychology 5(2), 207–232',
    doi: '10.1016/0010-0285(73)90033-9',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1016/0010-0285(73)90033-9'),
  },
  tk1974: {
    authors: 'Tversky, A. and Kahneman, D.',
    year: '1974',
    title: 'Judgment under Uncertainty: Heuristics and Biases',
    published: 'Science 185(4157), 1124–1131',
    doi: '10.1126/science.185.4157.1124',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The US Global Change Research Program\'s reference record (Science 185(4157), 1124–1131, 27 September 1974, DOI 10.1126/science.185.4157.1124), https://data.globalchange.gov/reference/28ca9177-5df9-4912-b2a7-292c0a60726d',
  },
  tk1981: {
    authors: 'Tversky, A. and Kahneman, D.',
    year: '1981',
    title: 'The Framing of Decisions and the Psychology of Choice',
    published: 'Science 211(4481), 453–458',
    doi: '10.1126/science.7455683',
    checkedBy: BY_ADDER,
    checkedAgainst: `${doiAgreed('10.1126/science.7455683')}; its reprint as a chapter under the same title and authors, https://link.springer.com/chapter/10.1007/978-1-4613-2391-4_2`,
  },
  kahneman2011: {
    authors: 'Kahneman, D.',
    year: '2011',
    title: 'Thinking, Fast and Slow',
    published: 'New York: Farrar, Straus and Giroux',
    isbn: '978-0-374-27563-1',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The publisher\'s page, https://us.macmillan.com/books/9780374275631/thinkingfastandslow/, and library-style records giving Farrar, Straus and Giroux, 2011, ISBN 9780374275631',
  },
  levinGaeth1988: {
    authors: 'Levin, I. P. and Gaeth, G. J.',
    year: '1988',
    title: 'How consumers are affected by the framing of attribute information before and after consuming the product',
    published: 'Journal of Consumer Research 15(3), 374–378',
    doi: '10.1086/209174',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1086/209174'),
  },
  mcneil1982: {
    authors: 'McNeil, B. J., Pauker, S. G., Sox, H. C. and Tversky, A.',
    year: '1982',
    title: 'On the elicitation of preferences for alternative therapies',
    published: 'New England Journal of Medicine 306(21), 1259–1262',
    doi: '10.1056/NEJM198205273062103',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1056/NEJM198205273062103'),
  },
  hasher1977: {
    authors: 'Hasher, L., Goldstein, D. and Toppino, T.',
    year: '1977',
    title: 'Frequency and the conference of referential validity',
    published: 'Journal of Verbal Learning and Verbal Behavior 16(1), 107–112',
    doi: '10.1016/S0022-5371(77)80012-1',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1016/S0022-5371(77)80012-1'),
  },
  fazio2015: {
    authors: 'Fazio, L. K., Brashier, N. M., Payne, B. K. and Marsh, E. J.',
    year: '2015',
    title: 'Knowledge does not protect against illusory truth',
    published: 'Journal of Experimental Psychology: General 144(5), 993–1002',
    doi: '10.1037/xge0000098',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/xge0000098'),
  },
  zajonc1968: {
    authors: 'Zajonc, R. B.',
    year: '1968',
    title: 'Attitudinal effects of mere exposure',
    published: 'Journal of Personality and Social Psychology 9(2, Pt. 2), 1–27',
    doi: '10.1037/h0025848',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/h0025848'),
  },
  mcglone2000: {
    authors: 'McGlone, M. S. and Tofighbakhsh, J.',
    year: '2000',
    title: 'Birds of a feather flock conjointly (?): Rhyme as reason in aphorisms',
    published: 'Psychological Science 11(5), 424–428',
    doi: '10.1111/1467-9280.00282',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1111/1467-9280.00282'),
  },
  witte1992: {
    authors: 'Witte, K.',
    year: '1992',
    title: 'Putting the fear back into fear appeals: The extended parallel process model',
    published: 'Communication Monographs 59(4), 329–349',
    doi: '10.1080/03637759209376276',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1080/03637759209376276'),
  },
  wildschut2006: {
    authors: 'Wildschut, T., Sedikides, C., Arndt, J. and Routledge, C.',
    year: '2006',
    title: 'Nostalgia: Content, triggers, functions',
    published: 'Journal of Personality and Social Psychology 91(5), 975–993',
    doi: '10.1037/0022-3514.91.5.975',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/0022-3514.91.5.975'),
  },
  sedikides2008: {
    authors: 'Sedikides, C., Wildschut, T., Arndt, J. and Routledge, C.',
    year: '2008',
    title: 'Nostalgia: Past, present, and future',
    published: 'Current Directions in Psychological Science 17(5), 304–307',
    doi: '10.1111/j.1467-8721.2008.00595.x',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1111/j.1467-8721.2008.00595.x'),
  },
  sweet2019: {
    authors: 'Sweet, P. L.',
    year: '2019',
    title: 'The Sociology of Gaslighting',
    published: 'American Sociological Review 84(5), 851–875',
    doi: '10.1177/0003122419874843',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1177/0003122419874843'),
  },
  abramson2014: {
    authors: 'Abramson, K.',
    year: '2014',
    title: 'Turning up the lights on gaslighting',
    published: 'Philosophical Perspectives 28(1), 1–30',
    doi: '10.1111/phpe.12046',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1111/phpe.12046'),
  },
  tajfel1970: {
    authors: 'Tajfel, H.',
    year: '1970',
    title: 'Experiments in intergroup discrimination',
    published: 'Scientific American 223(5), 96–102',
    doi: '10.1038/scientificamerican1170-96',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1038/scientificamerican1170-96'),
  },
  sunstein2002: {
    authors: 'Sunstein, C. R.',
    year: '2002',
    title: 'The Law of Group Polarization',
    published: 'Journal of Political Philosophy 10(2), 175–195',
    doi: '10.1111/1467-9760.00148',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1111/1467-9760.00148'),
  },
  spence1973: {
    authors: 'Spence, M.',
    year: '1973',
    title: 'Job Market Signaling',
    published: 'Quarterly Journal of Economics 87(3), 355–374',
    doi: '10.2307/1882010',
    checkedBy: BY_ADDER,
    checkedAgainst: `${doiAgreed('10.2307/1882010')}, including a Crossref record (api.crossref.org/works/10.2307/1882010) quoted in one`,
  },
  zahavi1975: {
    authors: 'Zahavi, A.',
    year: '1975',
    title: 'Mate selection: A selection for a handicap',
    published: 'Journal of Theoretical Biology 53(1), 205–214',
    doi: '10.1016/0022-5193(75)90111-3',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1016/0022-5193(75)90111-3'),
  },
  machiavelli1532: {
    authors: 'Machiavelli, N.',
    year: '1532',
    title: 'The Prince',
    published: 'Project Gutenberg eBook 1232 (English translation, public domain)',
    url: 'https://www.gutenberg.org/ebooks/1232',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Project Gutenberg\'s eBook 1232 listed as The Prince by Niccolò Machiavelli in several public catalogues, https://www.gutenberg.org/ebooks/1232',
  },
  christieGeis1970: {
    authors: 'Christie, R. and Geis, F. L.',
    year: '1970',
    title: 'Studies in Machiavellianism',
    published: 'New York: Academic Press',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Public reference lists of the Mach-IV scale citing "Christie, R., & Geis, F. L. (1970). Studies in Machiavellianism. New York: Academic Press."',
  },
  paulhus2002: {
    authors: 'Paulhus, D. L. and Williams, K. M.',
    year: '2002',
    title: 'The Dark Triad of personality: Narcissism, Machiavellianism, and psychopathy',
    published: 'Journal of Research in Personality 36(6), 556–563',
    doi: '10.1016/S0092-6566(02)00505-6',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1016/S0092-6566(02)00505-6'),
  },
  wiseman2012: {
    authors: 'Wiseman, R. and colleagues',
    year: '2012',
    title: 'The Eyes Don\'t Have It: Lie Detection and Neuro-Linguistic Programming',
    published: 'PLoS ONE 7(7), e40259',
    doi: '10.1371/journal.pone.0040259',
    checkedBy: BY_ADDER,
    checkedAgainst: 'https://doi.org/10.1371/journal.pone.0040259, with the Crossref record\'s title and date (11 July 2012) quoted in public test fixtures, and the PLoS ONE address https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0040259',
  },
  witkowski2010: {
    authors: 'Witkowski, T.',
    year: '2010',
    title: 'Thirty-Five Years of Research on Neuro-Linguistic Programming. NLP Research Data Base. State of the Art or Pseudoscientific Decoration?',
    published: 'Polish Psychological Bulletin 41(2), 58–66',
    doi: '10.2478/v10059-010-0008-0',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.2478/v10059-010-0008-0'),
  },
  orwell1946: {
    authors: 'Orwell, G.',
    year: '1946',
    title: 'Politics and the English Language',
    published: 'Horizon (April 1946); the text at the Orwell Foundation',
    url: 'https://www.orwellfoundation.com/the-orwell-foundation/orwell/essays-and-other-works/politics-and-the-english-language/',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The Orwell Foundation\'s address for the essay, cited with "Horizon, April 1946" in several public bibliographies',
  },
  brady2017: {
    authors: 'Brady, W. J., Wills, J. A., Jost, J. T., Tucker, J. A. and Van Bavel, J. J.',
    year: '2017',
    title: 'Emotion shapes the diffusion of moralized content in social networks',
    published: 'Proceedings of the National Academy of Sciences 114(28), 7313–7318',
    doi: '10.1073/pnas.1618923114',
    checkedBy: BY_ADDER,
    checkedAgainst: `${doiAgreed('10.1073/pnas.1618923114')}; open copy https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5514704/`,
  },
  kahan2017: {
    authors: 'Kahan, D. M., Peters, E., Dawson, E. C. and Slovic, P.',
    year: '2017',
    title: 'Motivated numeracy and enlightened self-government',
    published: 'Behavioural Public Policy 1(1), 54–86',
    doi: '10.1017/bpp.2016.2',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1017/bpp.2016.2'),
  },
  asch1956: {
    authors: 'Asch, S. E.',
    year: '1956',
    title: 'Studies of independence and conformity: I. A minority of one against a unanimous majority',
    published: 'Psychological Monographs: General and Applied 70(9), 1–70',
    doi: '10.1037/h0093718',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/h0093718'),
  },
  greenBrock2000: {
    authors: 'Green, M. C. and Brock, T. C.',
    year: '2000',
    title: 'The role of transportation in the persuasiveness of public narratives',
    published: 'Journal of Personality and Social Psychology 79(5), 701–721',
    doi: '10.1037/0022-3514.79.5.701',
    checkedBy: BY_ADDER,
    checkedAgainst: doiAgreed('10.1037/0022-3514.79.5.701'),
  },
  coleridge1817: {
    authors: 'Coleridge, S. T.',
    year: '1817',
    title: 'Biographia Literaria',
    published: 'Project Gutenberg eBook 6081 (public domain)',
    url: 'https://www.gutenberg.org/ebooks/6081',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Public catalogues listing Project Gutenberg eBook 6081 as Coleridge\'s Biographia Literaria, https://www.gutenberg.org/ebooks/6081',
  },
  bonhoefferLetters: {
    authors: 'Bonhoeffer, D.',
    year: '1972',
    title: 'Letters and Papers from Prison (enlarged edition, ed. E. Bethge)',
    published: 'New York: Macmillan',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Public reading lists citing "Bethge, Eberhard (1972). Letters and Papers from Prison. New York: MacMillan." and catalogue searches for title "Letters and Papers from Prison", creator Bonhoeffer',
  },
  frankfurt2005: {
    authors: 'Frankfurt, H. G.',
    year: '2005',
    title: 'On Bullshit',
    published: 'Princeton: Princeton University Press',
    isbn: '978-0-691-12294-6',
    url: 'https://press.princeton.edu/books/hardcover/9780691122946/on-bullshit',
    checkedBy: BY_ADDER,
    checkedAgainst: 'The publisher\'s page, https://press.princeton.edu/books/hardcover/9780691122946/on-bullshit, cited with the same title, year and ISBN in several public bibliographies',
  },
  sagan1995: {
    authors: 'Sagan, C.',
    year: '1995',
    title: 'The Demon-Haunted World: Science as a Candle in the Dark',
    published: 'New York: Random House',
    checkedBy: BY_ADDER,
    checkedAgainst: 'Library-style records giving "The Demon-Haunted World: Science as a Candle in the Dark", 1995, Carl Sagan, Random House',
  },
} satisfies Record<string, Work>;

export type WorkId = keyof typeof WORKS;
