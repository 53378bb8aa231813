import type { Technique } from '../schema';

const technique: Technique = {
  id: 'reductio-ad-absurdum',
  name: 'Reductio ad Absurdum',
  description:
    'Refuting a claim by showing that accepting it leads to a contradiction or an absurd consequence; valid when the absurdity really follows, a trick when it does not.',
  example:
    '"Every rule has an exception." "Is that a rule? Then it has an exception too, so some rule has none, and your rule is false."',
  tagline:
    'One of the oldest and most respectable tools in logic, and one of the most abused. Like a chainsaw: brilliant for trees, alarming at a dinner party.',
  quote: {
    text: 'Follow your opponent\'s premise all the way to the cliff edge. Just make sure it is their road you are driving on, not one you paved for them.',
    attribution: 'The Sophist',
  },
  meaning: [
    "Reductio ad absurdum, Latin for \"reduction to absurdity\", is a method of argument in which you temporarily assume a claim is true, reason carefully from it, and show that it leads to a contradiction or to something clearly unacceptable. Since a true claim cannot lead by valid steps to a falsehood, the claim (or at least one of the assumptions used with it) must be rejected. In formal logic the strict version is called proof by contradiction or negation introduction, and it is perfectly valid.",
    "It is not a fallacy. The classic demonstration is the proof that the square root of two is irrational: assume it can be written as a fraction in lowest terms, follow the arithmetic, and you find that both the top and bottom must be even, which contradicts \"lowest terms\". Therefore no such fraction exists. Philosophers have used the method since antiquity; Zeno of Elea's famous paradoxes about motion were built to show that his opponents' assumptions led to absurd conclusions.",
    "The technique becomes a rhetorical trick, and that is why it is on this list, when the absurdity does not actually follow from what the other person claimed. The most common misuse is the straw-man reductio: exaggerate or distort the opponent's position, often by stripping out its limits and qualifications, then derive something ridiculous from the distorted version and declare victory. Another is simply laughing: presenting a view as silly without deriving anything at all, sometimes called the appeal to ridicule. The form of the reductio lends respectability to what is really mockery.",
  ],
  mechanics: [
    "A legitimate reductio has three parts, and each is a place to check. First, the starting assumption must be exactly what the opponent holds, no stronger. Second, each step must follow, using only the assumption and premises both sides accept. Third, the conclusion must be genuinely absurd or contradictory, not merely surprising or uncomfortable. If any one of these fails, the argument fails.",
    "The straw-man version usually breaks at step one. \"We should lower the speed limit near the school to 20\" becomes \"so you think slower is always safer\", which becomes \"so we should all drive at 1 mile an hour\". The speaker never said slower is always better; they made a specific claim about a specific place. The absurdity was smuggled in with the exaggeration.",
    "A second failure is at step three. Sometimes a consequence sounds absurd only because it is unfamiliar. Plenty of true ideas once sounded ridiculous: that the Earth moves, that tiny organisms cause disease. If an opponent is happy to accept the supposedly absurd conclusion, you have not refuted them; you have found where the real disagreement lies, which is useful but different.",
    "Why does the misuse work on audiences? Because it looks like logic, and it is funny. A vivid absurd image is memorable, gets a laugh, and makes the opponent's view seem not just wrong but silly, which discourages anyone from defending it. Note the difference from a slippery slope: a slippery slope claims that one step will cause a chain of further events, while a reductio claims that the absurd conclusion is logically implied by the claim itself. Both deserve a careful check of every link.",
  ],
  examples: [
    {
      title: 'The valid reductio',
      text: 'A colleague announces, "Every rule has an exception, and that\'s a rule." Another replies, "Then that rule has an exception too, which means some rule has no exception."',
      analysis:
        'A neat, legitimate reductio. Applying the claim to itself produces a contradiction, so the claim as stated cannot be true. The colleague may have meant "most rules", which is a different and defensible claim, and that is the reductio\'s gift: it forces a sharper version.',
    },
    {
      title: 'The straw-man reductio',
      text: 'At a town meeting, a resident proposes a limit of two dogs per flat in one building. An opponent replies, "By that logic, why not ban all pets, children and visitors too?"',
      analysis:
        'The proposal was narrow: one building, one limit, one reason. The absurd conclusion comes from a broader principle the resident never stated. Ask the opponent which part of the actual proposal leads to banning children.',
    },
    {
      title: 'The product meeting',
      text: 'A designer argues the app should ask users before sending notifications. A manager responds, "So we should ask permission before showing them every pixel?"',
      analysis:
        'Funny, memorable, and not a refutation. The designer\'s reasoning applies to interruptions, not to everything an app does. The joke works by replacing a specific principle with an absurdly general one.',
    },
    {
      title: 'The honest bullet',
      text: 'In a philosophy seminar, one student shows that a theory implies a surprising conclusion. The theory\'s defender says, "Yes, I accept that conclusion, and here is why it is not actually absurd."',
      analysis:
        'This is a reductio doing its real job: locating the disagreement. Whether the conclusion is absurd is now the question, and both sides have to argue it.',
    },
  ],
  counterTips: [
    'Restate your actual claim, including its limits, and ask which part of it produces the absurd conclusion.',
    'Check every step. Does each one follow from what you said plus premises you both accept?',
    'Ask whether the conclusion is truly absurd or merely unusual. If you can defend it, say so.',
    'Use reductio yourself, but fairly: state your opponent\'s position in a form they would agree with before reasoning from it.',
    'Distinguish it from the slippery slope: a reductio claims logical implication, a slippery slope predicts a chain of events.',
  ],
  proTip:
    'The best test of a reductio is whether your opponent would sign the first line. If they would recognise the starting premise as their own, the argument is fair and deserves an answer. If they would not, you have built a straw man and set fire to it in front of an audience.',
  faqs: [
    {
      question: 'Is reductio ad absurdum a logical fallacy?',
      answer:
        'No. When the absurd or contradictory conclusion really does follow from the claim being tested, reductio ad absurdum is a valid form of argument, widely used in mathematics and philosophy. It becomes fallacious when the absurdity is derived from a distorted version of the claim or from premises the opponent does not accept.',
    },
    {
      question: 'What is a straw-man reductio?',
      answer:
        'A misuse in which someone exaggerates or distorts an opponent\'s position, derives an absurd conclusion from the distorted version, and presents that as a refutation of the original. It combines the straw man fallacy with the look of a valid reductio.',
    },
    {
      question: 'How is reductio ad absurdum different from a slippery slope?',
      answer:
        'A reductio argues that a claim logically implies something absurd. A slippery slope argues that taking one step will cause a chain of further steps ending in something bad. The slippery slope is a causal prediction that needs evidence for each link; the reductio is a claim about logical consequence.',
    },
    {
      question: 'What is a famous example of a valid reductio ad absurdum?',
      answer:
        'The proof that the square root of two is irrational. Assume it equals a fraction in lowest terms; the arithmetic shows both numerator and denominator must be even, contradicting the assumption. So the square root of two cannot be written as such a fraction.',
    },
  ],
  keywords: [
    'reductio ad absurdum',
    'proof by contradiction',
    'straw man',
    'appeal to ridicule',
    'valid argument',
    'logic',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'Reductio ad absurdum: a valid proof method when the absurdity really follows, and a straw-man trick when it does not. How to tell them apart.',
};

export default technique;
