import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'post-hoc',
  pascalName: 'PostHoc',
  name: 'Post Hoc',
  description: 'Assuming that because one event followed another, the first event caused the second.',
  example: '"I changed my ringtone and got a pay rise the next day, so the ringtone is lucky."',
  tagline: 'The rooster crows, the sun comes up. The rooster, understandably, takes full credit.',
  quote: {
    text: "Before is not because. Write it on your fridge, next to the lucky magnet that definitely isn't doing anything.",
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "Post hoc is short for post hoc, ergo propter hoc: \"after this, therefore because of this\". It's the fallacy of concluding that because one event happened after another, the first event caused the second. Sequence is treated as though it proved causation.",
    "Causes do come before their effects, so timing is part of the evidence for a causal claim. What it isn't is enough. Countless things happen before any event, and nearly all of them had nothing to do with it. To show that A caused B, you need more: a plausible mechanism, a pattern that holds across many cases, and the elimination of rival explanations such as coincidence, a common cause, or the thing that would have happened anyway.",
    "Near-miss: post hoc is a close cousin of the broader mistake of confusing correlation with causation (sometimes called cum hoc, ergo propter hoc, \"with this, therefore because of this\"). Post hoc is specifically about order in time: it came after, so it came because. And its conclusion isn't necessarily false. The new remedy really might have helped your cold. The trouble is that the sequence alone can't tell you, because colds also get better on their own.",
  ],
  howItWorks: [
    "Our brains are causal storytellers. We evolved to notice what comes before what, because linking the rustle in the grass to the tiger kept our ancestors alive. The price is a steady stream of false connections, which we tolerate because a false alarm is cheaper than a missed tiger.",
    "Post hoc also feeds on regression to the mean. People tend to try a remedy, a new coach or a new strategy when things are at their worst, and things at their worst usually drift back towards normal on their own. Whatever was done just before the improvement gets the credit, whether it's a supplement, a new manager or a new pair of socks.",
    "And it's wonderful for marketing and for blame. Any success that follows a decision can be claimed by whoever made it; any failure that follows can be pinned on a rival's decision. The timing does the persuading, and nobody has to show a mechanism.",
  ],
  classicExample: {
    scenario:
      "A company installs a fancy new coffee machine in the office in March. In April, sales rise by 15 per cent. At the quarterly review the office manager announces: \"The coffee machine has clearly paid for itself. Since it arrived, sales are up. I'd like to order one for every floor.\"",
    analysis: [
      "The coffee machine came first and the sales rise came second, and that's the entire case. But April might be a seasonally strong month, a new product might have launched, a competitor might have stumbled, or a big contract might have been signed back in February. Any of these could explain the rise, and none of them involves coffee.",
      "To test the claim properly, you'd compare with previous Aprils, look at teams with and without easy access to the machine, and check what else changed. It's possible the coffee helped a little; caffeinated salespeople might well sell more. But \"it happened afterwards\" is not the same as \"it happened because\", however good the coffee is.",
    ],
  },
  commonCases: [
    {
      title: 'The lucky ritual',
      text: "\"I wore my team's shirt inside out and we won, so I'm doing it every match now.\" The team won because of the players, the opposition and a bit of luck. The luck is the only part the shirt could conceivably claim, and it can't.",
    },
    {
      title: 'The miracle remedy',
      text: "\"I started taking zinc tablets and my cold was gone within a week.\" Colds typically clear up in about a week anyway. The tablets may have helped a little or not at all; the sequence cannot tell you which, because the cold would have gone anyway.",
    },
    {
      title: 'The new boss',
      text: "\"Since the new head of department started, three people have quit. She's driving them out.\" Maybe. Or maybe they'd been job-hunting for months, or the old boss's departure set off a wave of changes. The timing raises a question; it doesn't answer it.",
    },
  ],
  howToAnswer: [
    "Ask what else changed: \"What else was going on at the same time?\" It isn't a gotcha; it's the first thing any investigator would ask, and it often turns up a better explanation straight away.",
    "Ask what would have happened anyway. Colds clear up, sales fluctuate, moods improve. Is there a comparison (last year, another team, a group that didn't try the remedy) showing that the change is bigger than the usual ups and downs?",
    "And ask for a mechanism. How exactly would a coffee machine raise sales? A plausible mechanism doesn't prove causation, but the absence of any mechanism is a good reason for doubt. If there really is a causal link, these questions won't hurt it. They'll make the case stronger.",
  ],
  proTip:
    "Every time you hear \"ever since\", silently add \"and also a hundred other things happened\". Then ask which of the hundred was responsible. Usually the honest answer is \"we don't know yet\", which is exactly where good investigating begins.",
  meta: {
    title: 'Post Hoc: After This, Therefore Because of This | Sophist',
    description:
      "Post hoc ergo propter hoc explained: why 'it happened after, so it happened because' fails, how to test a causal claim, and how to reply without smugness.",
  },
};

export default lesson;
