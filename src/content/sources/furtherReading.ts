import type { WorkId } from './works';

/** One work at the end of a page, with a line in the page's own voice on why a learner would read it. */
export interface ReadingEntry {
  work: WorkId;
  why: string;
}

/**
 * Further reading at the end of every fallacy lesson (by lesson id), technique page (by id) and
 * article (by path), two to five works each; the studies a page names get their reference. The
 * legal pages (privacy, terms) have none. Kept apart from the lesson texts so edits to either merge.
 */
export const FALLACY_READING: Record<string, ReadingEntry[]> = {
  'ad-hominem': [
    { work: 'walton1998', why: 'A whole book on attacking the person, with five kinds sorted and the cases where the attack is actually relevant. Thorough enough to make you sorry you asked, in a good way.' },
    { work: 'hansenSep', why: 'The careful philosophers\' survey of what makes a fallacy a fallacy. Read it before you shout "ad hominem" at anyone.' },
    { work: 'hamblin1970', why: 'The book that told logicians their textbook list of fallacies was tired and badly argued. It still stings.' },
  ],
  'appeal-to-authority': [
    { work: 'dowdenIep', why: 'A long, sober catalogue of fallacies; look up its entry on appeals to authority and note how much hangs on whether the expert is an expert in this.' },
    { work: 'hansenSep', why: 'How philosophers define and sort fallacies, and why most of them, this one included, are only fallacies some of the time.' },
  ],
  'appeal-to-emotion': [
    { work: 'walton1992emotion', why: 'Argues that emotion has a proper place in argument, then shows where it stops earning it. Good for anyone who thinks all feelings are cheating.' },
    { work: 'dowdenIep', why: 'The catalogue\'s entries on appeals to emotion, pity and fear, side by side.' },
  ],
  'appeal-to-ignorance': [
    { work: 'walton1996ignorance', why: 'When "we found no evidence" really is evidence, and when it is just a shrug wearing a lab coat.' },
    { work: 'dowdenIep', why: 'The catalogue\'s entry on arguing from ignorance, for a second, shorter opinion.' },
  ],
  'appeal-to-popularity': [
    { work: 'asch1956', why: 'The line-length experiments: people agreeing with a wrong majority about something they could see with their own eyes.' },
    { work: 'dowdenIep', why: 'The bandwagon and its cousins in one catalogue, for checking your examples against someone else\'s.' },
  ],
  'begging-the-question': [
    { work: 'hansenSep', why: 'A survey of how philosophers define and sort fallacies, circular reasoning among the oldest of them.' },
    { work: 'hamblin1970', why: 'The history of the fallacies from Aristotle\'s list on, begging the question included. Dense, and worth it.' },
  ],
  'false-dichotomy': [
    { work: 'dowdenIep', why: 'The false dilemma in a long catalogue of fallacies, with plain examples to test yourself on.' },
    { work: 'hansenSep', why: 'Background on what makes something a fallacy and not just a claim you dislike.' },
  ],
  'hasty-generalization': [
    { work: 'tk1971', why: 'Short and devastating: trained researchers trusting small samples as if they were big ones.' },
    { work: 'kahneman2011', why: 'The long version of why your brain builds a rule out of two anecdotes and a feeling.' },
  ],
  'post-hoc': [
    { work: 'dowdenIep', why: 'Post hoc in a long catalogue of fallacies, next to the other ways of finding a cause that is not there.' },
    { work: 'kahneman2011', why: 'Why we see causes everywhere and chance almost nowhere, told by the man who measured it.' },
  ],
  'red-herring': [
    { work: 'dowdenIep', why: 'The red herring in a long catalogue of fallacies, for a second opinion on where the argument wandered off.' },
    { work: 'hamblin1970', why: 'The classic study of the fallacies and of how untidy their traditional names and lists are.' },
  ],
  'slippery-slope': [
    { work: 'dowdenIep', why: 'The slippery slope in a long catalogue of fallacies, for checking your own examples.' },
    { work: 'hansenSep', why: 'A survey of how philosophers define fallacies, useful for seeing why a chain of consequences is fine and an unsupported one is not.' },
  ],
  'straw-man': [
    { work: 'talisseAikin2006', why: 'A short paper separating the straw man that misquotes you from the one that picks your weakest friend to argue with.' },
    { work: 'dowdenIep', why: 'The straw man in a long catalogue of fallacies, next to its relatives.' },
  ],
  'tu-quoque': [
    { work: 'walton1998', why: 'Treats "you do it too" as a kind of ad hominem and shows when pointing out hypocrisy is fair and when it changes the subject.' },
    { work: 'dowdenIep', why: 'The catalogue\'s entry on tu quoque, for a second, shorter opinion.' },
  ],
};

export const TECHNIQUE_READING: Record<string, ReadingEntry[]> = {
  'appeals-to-fear': [
    { work: 'witte1992', why: 'The extended parallel process model the page mentions: why fear changes behaviour only when people also believe they can act.' },
    { work: 'tk1973', why: 'The availability heuristic the page mentions: vivid examples make a danger feel more likely than the numbers say.' },
  ],
  'appeals-to-nostalgia': [
    { work: 'wildschut2006', why: 'What nostalgia actually is, what sets it off and what it does for people, measured rather than assumed.' },
    { work: 'sedikides2008', why: 'A short, readable overview of the nostalgia research and of what the feeling does for the people who have it.' },
  ],
  'framing-effects': [
    { work: 'tk1981', why: 'The 1981 experiment the page describes, the disease problem included. A few pages that embarrassed a whole theory of rational choice.' },
    { work: 'levinGaeth1988', why: 'The "75 per cent lean" minced beef study the page mentions. The label mattered most before tasting, and tasting did not fully cure it.' },
    { work: 'mcneil1982', why: 'The 1982 study the page mentions: survival or mortality wording shifting treatment choices, doctors included.' },
  ],
  gaslighting: [
    { work: 'sweet2019', why: 'Gaslighting as a social pattern built on power and inequality, not a quirk of one bad partner.' },
    { work: 'abramson2014', why: 'A philosopher\'s careful account of what gaslighting does to a person\'s trust in their own judgement.' },
  ],
  'polarization-tactics': [
    { work: 'tajfel1970', why: 'The minimal group experiments the page describes: favouritism out of nothing more than a label.' },
    { work: 'sunstein2002', why: 'Why like-minded groups talking among themselves end up more extreme than any of them started.' },
  ],
  'reductio-ad-absurdum': [
    { work: 'iepReductio', why: 'The logic of reductio laid out step by step, with the classical examples mathematicians still use.' },
    { work: 'dowdenIep', why: 'Read its straw man entry: the fallacy a careless reductio turns into when it attacks a position nobody holds.' },
  ],
  'repetition-catchphrases': [
    { work: 'hasher1977', why: 'The 1977 study the page mentions, where hearing a statement again made it seem more true.' },
    { work: 'fazio2015', why: 'The 2015 study the page mentions: repetition works even against what people already know.' },
    { work: 'zajonc1968', why: 'The mere-exposure research the page mentions: we come to like what we have simply seen more often.' },
    { work: 'mcglone2000', why: 'The rhyme study the page mentions. If the slogan rhymes, it must be right. Apparently.' },
  ],
  'virtue-signaling': [
    { work: 'spence1973', why: 'Where signalling theory in economics starts: showing a hidden quality by paying for the signal.' },
    { work: 'zahavi1975', why: 'The biology side of the same idea, the handicap principle: a signal is believable when it costs something to send.' },
  ],
};

export const ARTICLE_READING: Record<string, ReadingEntry[]> = {
  '/darkarts/machiavellian-method': [
    { work: 'machiavelli1532', why: 'The short book itself, free to read. Judge it on what it says rather than on what people say it says.' },
    { work: 'christieGeis1970', why: 'The 1970 book the article mentions, where the Mach IV questionnaire was built from his sayings.' },
    { work: 'paulhus2002', why: 'The paper that put Machiavellianism next to narcissism and psychopathy as the "Dark Triad".' },
  ],
  '/darkarts/nlp-tactics': [
    { work: 'wiseman2012', why: 'The 2012 experiment the article mentions: NLP\'s eye-movement lie detection tested, and found wanting.' },
    { work: 'witkowski2010', why: 'A review of decades of NLP research, with a conclusion the brochures leave out.' },
    { work: 'tk1974', why: 'The 1974 paper on anchoring the article mentions, the sort of influence that does survive testing.' },
  ],
  '/darkarts/propaganda-framework': [
    { work: 'orwell1946', why: 'Still the best short guide to how vague language hides what is being done, and how to write so it cannot.' },
    { work: 'hasher1977', why: 'The 1977 study the article mentions: repetition making statements feel truer.' },
    { work: 'fazio2015', why: 'The 2015 follow-up the article mentions: knowing better does not fully protect you.' },
    { work: 'brady2017', why: 'The 2017 study the article mentions, on moral-emotional words and how far posts spread.' },
  ],
  '/ct/critical-thinking': [
    { work: 'kahan2017', why: 'The motivated-numeracy study the article discusses. Read the replications it mentions too before quoting it at anyone.' },
    { work: 'sagan1995', why: 'A scientist\'s case for sceptical thinking, with the "baloney detection kit" that has outlived many of its targets.' },
    { work: 'hume1748', why: 'Where the line the article quotes comes from, "a wise man proportions his belief to the evidence", in the section on miracles. Free to read.' },
    { work: 'wineburg2019', why: 'The Stanford study the article describes: fact-checkers beating historians by leaving the page and reading sideways.' },
  ],
  '/ct/bonhoeffer-theory': [
    { work: 'bonhoefferLetters', why: 'The letters and papers from prison, in which the essay on stupidity the article builds on appears.' },
    { work: 'asch1956', why: 'The conformity experiments the article mentions: a sensible person agreeing with a room that is plainly wrong.' },
  ],
  '/ct/suspension-of-disbelief': [
    { work: 'coleridge1817', why: 'Where the phrase "willing suspension of disbelief" comes from, in chapter XIV. Free, and more readable than its reputation.' },
    { work: 'greenBrock2000', why: 'The 2000 research the article mentions that turned "being carried away by a story" into something measurable.' },
  ],
  '/tactical-hemorrhoid-corner/first-shot': [
    { work: 'hamblin1970', why: 'For anyone who enjoys a bad argument taken apart: the book that took apart the textbook list of fallacies.' },
    { work: 'hansenSep', why: 'A careful map of the fallacies, so the cannon is pointed at the right thing.' },
  ],
  '/cut-the-crap': [
    { work: 'frankfurt2005', why: 'A philosopher on talk that does not care whether it is true. Short, serious and, yes, that is its real title.' },
    { work: 'sagan1995', why: 'The "baloney detection kit" chapter: another set of questions for stripping a claim to what backs it.' },
  ],
  '/cut-the-crap-2': [
    { work: 'kahneman2011', why: 'The fast, confident reaction this method asks you to notice first, explained at length by the man who studied it.' },
    { work: 'kahan2017', why: 'Why being good with numbers does not save you when the answer threatens your side, the reason the method checks your reaction before the claim.' },
  ],
};
