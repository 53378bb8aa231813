import { paths } from '@/config/paths';
import type { LessonPlan } from './types';

/**
 * Lesson plans for one period each, for teachers. The Sophist's voice, turned down a notch for the
 * staff room: dry, exact, on the teacher's side. Every example has one defensible answer, given
 * with its reason, so a cover teacher can run the lesson from this page alone.
 */

const sharperNotSuspicious: LessonPlan = {
  id: 'sharper-not-suspicious',
  title: 'Sharper, not just suspicious',
  summary:
    'A baseline check, two short lessons (ad hominem and straw man), "Sound or fallacious?" in pairs and a second check. The point of the hour: catching more fallacies only counts if pupils still accept the sound arguments.',
  suits: 'Years 8 to 11',
  minutes: 55,
  objectives: [
    'Tell an attack on a person from an attack on their evidence (ad hominem and its sound twin).',
    'Tell a distorted version of a view from a fair summary of it (straw man and its sound twin).',
    'Explain why calling everything a fallacy is not the same as being good at spotting them.',
  ],
  preparation: [
    'One device per pupil for the two checks, which each pupil takes alone; pairs can share one for the practice round.',
    'Devices on and the Discernment Check open before the starter (its address on the board): the timings leave no room for logging in.',
    'Try the Discernment Check yourself first: it takes about ten minutes and you will want to know what the pupils see.',
    'Put the four examples from "The teacher’s answers" on slides, one per slide, with the answers hidden.',
    'Mini-whiteboards, or cards marked Sound and Fallacious, for the votes.',
  ],
  steps: [
    {
      minutes: 3,
      title: 'Starter: the suspicious friend',
      grouping: 'class',
      what: [
        'Ask: "Your friend says every advert is lying. Is that friend good at spotting lies?"',
        'Take two or three answers, then point out that a smoke alarm that goes off every time you make toast is not a good smoke alarm. Today is about being a good one.',
      ],
    },
    {
      minutes: 12,
      title: 'Baseline check',
      grouping: 'individual',
      link: { page: 'check' },
      what: [
        'Pupils take the Discernment Check on their own, in silence, without looking things up. It rates 24 short arguments from "definitely sound" to "definitely fallacious".',
        'Tell them it is not a test of them: it is a "before" photo. Nobody sees a mark but them (and you, if the class has joined with a class code).',
      ],
    },
    {
      minutes: 8,
      title: 'Lesson 1: ad hominem',
      grouping: 'class',
      link: { fallacy: 'ad-hominem' },
      what: [
        'Read "What is it?" from the lesson page together.',
        'Show examples 1 and 2. Pupils vote sound or fallacious on mini-whiteboards before you reveal the answers.',
        'The line to land: criticising someone\'s evidence is fair; criticising the person instead of the evidence is the fallacy.',
      ],
    },
    {
      minutes: 8,
      title: 'Lesson 2: straw man',
      grouping: 'class',
      link: { fallacy: 'straw-man' },
      what: [
        'Read "What is it?" from the lesson page together.',
        'Show examples 3 and 4 and vote again.',
        'The line to land: disagreeing with what someone actually said is fair; disagreeing with a worse version of it is the fallacy.',
      ],
    },
    {
      minutes: 10,
      title: '"Sound or fallacious?" in pairs',
      grouping: 'pairs',
      link: { page: 'checkPractice' },
      what: [
        'Pairs play one practice round together. One reads aloud, both must agree before either presses a button.',
        'Rule for the pairs: before you say "fallacious", name what is wrong with it. If you cannot, it may be sound.',
      ],
    },
    {
      minutes: 10,
      title: 'Second check',
      grouping: 'individual',
      link: { page: 'check' },
      what: [
        'Pupils take the check again; the site gives them its other form, with different arguments on the same topics.',
        'Warn them honestly: a second check forty minutes later mostly shows a change of strategy, not learning. The check a week from now is the one that counts.',
      ],
    },
    {
      minutes: 4,
      title: 'Plenary',
      grouping: 'class',
      what: [
        'Pupils look at their own result: did they catch more fallacies, accept more sound arguments, or both?',
        'Ask discussion question 3. Set the follow-up.',
      ],
    },
  ],
  answers: [
    {
      prompt: 'You can\'t trust Sam\'s point about canteen prices going up. He failed his maths mock.',
      verdict: 'fallacious',
      fallacyId: 'ad-hominem',
      why: 'Ad hominem: a maths mock says nothing about whether the prices went up. Sam\'s figures are right or wrong whatever his grade.',
    },
    {
      prompt: 'Sam\'s comparison of canteen prices uses last year\'s menu, and the prices changed in September, so his comparison is out of date.',
      verdict: 'sound',
      fallacyId: 'ad-hominem',
      why: 'Sound: it criticises Sam\'s evidence (an old menu), not Sam. If the menu really changed, the objection stands.',
    },
    {
      prompt: 'Mia: "We should have fewer homework deadlines in mock exam week." Leo: "So Mia thinks we should never do homework. That\'s ridiculous."',
      verdict: 'fallacious',
      fallacyId: 'straw-man',
      why: 'Straw man: Mia asked for fewer deadlines in one week; Leo answers "never do homework", a claim she did not make and one easier to knock down.',
    },
    {
      prompt: 'Mia: "We should have fewer homework deadlines in mock exam week." Leo: "Two of those deadlines are coursework dates set by the exam board, so the school can\'t move them."',
      verdict: 'sound',
      fallacyId: 'straw-man',
      why: 'Sound: Leo answers what Mia actually proposed, with a reason that bears on it.',
    },
  ],
  discussion: [
    {
      question: 'Is it ever fair to mention who is making an argument?',
      listenFor: 'Yes, when it bears on the evidence: a witness with a reason to lie, an expert speaking outside their field. Not when it replaces looking at the argument.',
    },
    {
      question: 'Why might someone build a straw man without meaning to?',
      listenFor: 'They heard a summary, not the original; they were already angry; the extreme version is the one they have seen online. Check what was actually said.',
    },
    {
      question: 'Two pupils caught the same number of fallacies. One also called half the sound arguments fallacious. Who is better at this?',
      listenFor: 'The one who did not: spotting means telling the two apart. Calling everything a fallacy catches every fallacy and is useless.',
    },
    {
      question: 'What would you say to Leo in example 3, without calling him names?',
      listenFor: 'Restate Mia\'s real proposal and ask him to answer that one. Naming the fallacy is optional; fixing the conversation is the point.',
    },
  ],
  followUp: [
    'In 7 days or more, give 10 minutes of a lesson to the delayed check: it shows what stayed, which is what you want to know.',
    'Pupils who want more can use the Review page at home: it brings back what they found hard.',
  ],
};

const fallaciesInTheWild: LessonPlan = {
  id: 'fallacies-in-the-wild',
  title: 'Fallacies in the wild',
  summary:
    'Pupils take apart a real-looking article with the rhetoric analysis challenge, then build an argument of their own with the argument game and defend it. For a class that already knows a few fallacies by name.',
  suits: 'Years 9 to 13',
  minutes: 55,
  objectives: [
    'Find the persuasive techniques in a longer text and say what each one does to the reader.',
    'Build an argument from a premise, evidence and a conclusion, and say which part carries the weight.',
    'Tell a persuasive technique that is fair (a vivid true example) from one that is not (fear with no evidence behind it).',
  ],
  preparation: [
    'One device per pair, on and with the Rhetoric Analysis Challenge open before the lesson: the timings leave no room for logging in.',
    'Play one analysis challenge yourself so you can show the class how selecting a passage works.',
    'Write the three questions of the starter on the board.',
    'Put the three examples from "The teacher’s answers" on slides, one per slide, with the answers hidden; a show of hands does for the votes.',
  ],
  steps: [
    {
      minutes: 6,
      title: 'Starter: what is this trying to make you do?',
      grouping: 'class',
      what: [
        'Show example 1. Ask: who wrote it, what do they want you to do, and what reason do they give?',
        'Reveal the answer. Make the point that a persuasive text is not a bad one: the question is whether its reasons hold.',
      ],
    },
    {
      minutes: 15,
      title: 'Rhetoric analysis challenge in pairs',
      grouping: 'pairs',
      link: { page: 'rhetoricAnalysis' },
      what: [
        'Pairs read the article. Before they open a highlighted passage, they agree which technique they think it is and why; then they open it, check, and mark it found.',
        'Walk round. Ask each pair for one passage they named right and one they did not.',
      ],
    },
    {
      minutes: 8,
      title: 'Feedback',
      grouping: 'class',
      what: [
        'Collect on the board: technique, the words that showed it, and whether the reason behind it held up.',
        'Show example 2 and ask the class to vote before you reveal it.',
      ],
    },
    {
      minutes: 15,
      title: 'Argument game',
      grouping: 'pairs',
      link: { page: 'argument' },
      what: [
        'Pairs build an argument from the words on offer: a premise, evidence, a conclusion.',
        'Before submitting, each pair writes one sentence on which slot their argument would fall without.',
      ],
    },
    {
      minutes: 8,
      title: 'Defend it',
      grouping: 'class',
      what: [
        'Two or three pairs read out their argument. The class has one job: find the weakest slot, politely.',
        'Show example 3 and take votes.',
      ],
    },
    {
      minutes: 3,
      title: 'Plenary',
      grouping: 'class',
      what: ['Each pupil writes one technique they will notice on their way home, and where they expect to see it.'],
    },
  ],
  answers: [
    {
      prompt: 'Advert for a revision app: "9 out of 10 Year 11s at Greenfield Academy used StudyBoost. Don\'t be the one left behind."',
      verdict: 'fallacious',
      fallacyId: 'appeal-to-popularity',
      why: 'Appeal to popularity: how many pupils used the app says nothing about whether it helps, and "left behind" adds a nudge of fear in place of a reason.',
    },
    {
      prompt: 'Council leaflet: "Since the 20 mph limit came in on Station Road, the council\'s own records show collisions there fell from 14 a year to 5, while on similar roads nearby they stayed level."',
      verdict: 'sound',
      fallacyId: 'post-hoc',
      why: 'Sound: it does not just say "after, so because"; it compares with similar roads where nothing changed, which is what rules out a fall that would have happened anyway.',
    },
    {
      prompt: 'Letter to the local paper: "If we let the sixth form choose their own lunchtime clubs, next they will be choosing their own timetables, and then nobody will sit an exam."',
      verdict: 'fallacious',
      fallacyId: 'slippery-slope',
      why: 'Slippery slope: each step is asserted, not shown. Choosing a lunchtime club gives no reason to expect pupils to set timetables or skip exams.',
    },
  ],
  discussion: [
    {
      question: 'Is every emotional appeal a fallacy?',
      listenFor: 'No. Emotion that fits the facts (a true story that shows what is at stake) is fair; emotion that stands in for missing evidence is the fallacy.',
    },
    {
      question: 'Which part of your argument did the class attack first, and why that one?',
      listenFor: 'Usually the evidence: it is where an argument is most often thin. A conclusion bigger than its evidence is the commonest fault.',
    },
    {
      question: 'Why did the council leaflet in example 2 mention the other roads?',
      listenFor: 'To show the fall was not happening everywhere anyway: a comparison is what turns "after" into a reason to think "because".',
    },
    {
      question: 'Where did you last see an argument like the revision-app advert?',
      listenFor: 'Adverts, group chats, charity appeals, reviews. Any example that pupils can say the reason behind, or the lack of one.',
    },
  ],
  followUp: ['Homework: find one persuasive text (an advert, a leaflet, a post) and write down its claim, its reason and whether the reason holds.'],
};

const reasoningAboutEvidence: LessonPlan = {
  id: 'reasoning-about-evidence',
  title: 'Reasoning about evidence',
  summary:
    'Three fallacies about evidence: appeal to authority, appeal to ignorance and hasty generalization, each with its sound twin, because trusting experts, concluding from a search and generalising from a sample are often exactly right.',
  suits: 'Years 9 to 13; works well in science and PSHE',
  minutes: 55,
  objectives: [
    'Say when relying on an expert is good reasoning and when it is an appeal to authority.',
    'Say when "we found no evidence" supports a conclusion and when it is an appeal to ignorance.',
    'Say when a sample is big and fair enough for its conclusion, and when the generalisation is hasty.',
  ],
  preparation: [
    'One device per pair for the game, on before the lesson; the three lesson pages open on the board.',
    'Put the six examples from "The teacher’s answers" on slides, in pairs: the fallacy and its sound twin side by side.',
    'Mini-whiteboards, or cards marked Sound and Fallacious, for the votes.',
  ],
  steps: [
    {
      minutes: 5,
      title: 'Starter: who do you believe?',
      grouping: 'class',
      what: ['Ask: "A doctor and a famous footballer disagree about a new energy drink. Who do you believe, and why?" Take answers.', 'Land it: it depends what the question is about. Hold that thought for the next forty minutes.'],
    },
    {
      minutes: 9,
      title: 'Appeal to authority',
      grouping: 'class',
      link: { fallacy: 'appeal-to-authority' },
      what: ['Read "What is it?" together: relying on experts is not the fallacy.', 'Show examples 1 and 2 side by side; pupils vote, then explain the difference.'],
    },
    {
      minutes: 9,
      title: 'Appeal to ignorance',
      grouping: 'class',
      link: { fallacy: 'appeal-to-ignorance' },
      what: ['Read "What is it?" together, including the elephant in the small room.', 'Show examples 3 and 4; pupils vote, then explain the difference.'],
    },
    {
      minutes: 9,
      title: 'Hasty generalization',
      grouping: 'class',
      link: { fallacy: 'hasty-generalization' },
      what: ['Read "What is it?" together.', 'Show examples 5 and 6; pupils vote, then explain the difference.'],
    },
    {
      minutes: 15,
      title: 'Fallacy identification game in pairs',
      grouping: 'pairs',
      link: { page: 'fallacyGame' },
      what: ['Pairs play, naming each fallacy aloud before they choose.', 'Stop them at 12 minutes: two or three pairs each tell the class one statement they got wrong and why.'],
    },
    {
      minutes: 8,
      title: 'Plenary',
      grouping: 'class',
      what: ['Ask discussion questions 1 and 3.', 'Exit ticket: one sentence each on when trusting an expert is good reasoning.'],
    },
  ],
  answers: [
    {
      prompt: 'A Premier League striker says this energy drink improves concentration in exams, so it must work.',
      verdict: 'fallacious',
      fallacyId: 'appeal-to-authority',
      why: 'Appeal to authority: a footballer is no authority on concentration or nutrition, and is probably paid to say it.',
    },
    {
      prompt: 'The NHS and the British Heart Foundation both advise cutting down on salt to lower blood pressure, so cutting down is probably a good idea.',
      verdict: 'sound',
      fallacyId: 'appeal-to-authority',
      why: 'Sound: two expert bodies speaking in their own field and agreeing. Deferring to them is what a sensible non-expert should do.',
    },
    {
      prompt: 'Nobody has ever proved that the school\'s old bell tower isn\'t haunted, so it must be.',
      verdict: 'fallacious',
      fallacyId: 'appeal-to-ignorance',
      why: 'Appeal to ignorance: a lack of disproof is not proof. The question stays open; it does not default to "haunted".',
    },
    {
      prompt: 'The librarian checked every loan record since the library opened and found none for this book, so it has probably never been borrowed.',
      verdict: 'sound',
      fallacyId: 'appeal-to-ignorance',
      why: 'Sound: a thorough search where a loan would have left a record. Here absence of evidence is evidence of absence.',
    },
    {
      prompt: 'Two bus drivers on the number 47 were rude to me this week, so bus drivers in this city are rude.',
      verdict: 'fallacious',
      fallacyId: 'hasty-generalization',
      why: 'Hasty generalization: two drivers on one route cannot tell you about every driver in the city.',
    },
    {
      prompt: 'A survey of 1,200 randomly chosen Year 11 pupils from 40 schools found that most revise for less than an hour on a school night, so most Year 11 pupils probably do.',
      verdict: 'sound',
      fallacyId: 'hasty-generalization',
      why: 'Sound: a large random sample from many schools, and a modest conclusion ("probably", "most"). The size of the claim fits the evidence.',
    },
  ],
  discussion: [
    {
      question: 'What questions would you ask before trusting an expert?',
      listenFor: 'Is this their field? Do other experts agree? Do they gain from my believing it? Can I see how they know?',
    },
    {
      question: 'When is "we looked and found nothing" a good reason?',
      listenFor: 'When the search was thorough and the thing would have left evidence if it were there (the elephant in the small room, the library records).',
    },
    {
      question: 'How many examples are enough for a generalisation?',
      listenFor: 'It depends on the size of the claim and how the examples were chosen: a few can support "some", a large fair sample "most", and one counter-example can refute "all".',
    },
    {
      question: 'Which of the three do you think you fall for most often, and where?',
      listenFor: 'Honest answers: reviews and word of mouth (hasty generalization), influencers (authority), rumours nobody can disprove (ignorance).',
    },
  ],
  followUp: ['The Review page brings these three back over the next weeks; ten minutes a week is enough.'],
};

/** Every lesson plan, in the order a teacher would use them. */
export const LESSON_PLANS: readonly LessonPlan[] = [sharperNotSuspicious, reasoningAboutEvidence, fallaciesInTheWild];

export function lessonPlan(id: string): LessonPlan | undefined {
  return LESSON_PLANS.find((p) => p.id === id);
}

/** The plans' addresses, for the route table's prerender (/teach/lessons/{id}). */
export const lessonPlanPaths = (): string[] => LESSON_PLANS.map((p) => paths.teachLesson(p.id));
