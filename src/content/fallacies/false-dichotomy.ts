import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'false-dichotomy',
  pascalName: 'FalseDichotomy',
  name: 'False Dichotomy',
  description: 'Presenting two options as the only possibilities when other options exist.',
  example: '"Either you back every part of this plan or you don\'t care about the town at all."',
  tagline: 'Only two options on the menu, and, wouldn\'t you know it, one of them is on fire.',
  quote: {
    text: 'Whenever someone offers you exactly two choices, ask to see the rest of the menu.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "A false dichotomy (also called a false dilemma, or the either-or fallacy) presents two options as the only possibilities when others exist. Usually one option is the speaker's preference and the other is something dreadful, so the conclusion seems forced: you don't want the dreadful one, so you must choose theirs.",
    "The reasoning underneath is a perfectly valid pattern fed a false premise. \"Either A or B; not B; therefore A\" is valid (if the premises are true, the conclusion must be), and it is sound when A and B really are the only options and B really is false. The fallacy lives in that first premise, which smuggles in a choice far narrower than reality. Often there's a third option, or a mixture of both, or the option of doing neither.",
    "Near-miss: some choices really are binary. A light switch is on or off. A ballot question is yes or no. You either caught the train or you didn't. A dichotomy is only false when the options presented don't exhaust the real possibilities. So the useful question isn't \"Is this an either-or?\" but \"Are these genuinely the only two?\"",
  ],
  howItWorks: [
    "Simplicity is attractive. Two options are easy to compare, and a clear choice feels decisive. Presenting a messy situation with many possible responses as a simple fork makes the speaker seem clear-headed and anyone who hesitates seem wishy-washy.",
    "It also works as pressure. If one branch is a disaster, the other branch looks like salvation, however flawed it is. The speaker doesn't have to show that their option is good, only that it beats the catastrophe they've placed next to it.",
    "And it polarises. \"You're either with us or against us\" forces everyone into one of two camps and makes the middle ground feel like betrayal. Campaigners of every stripe reach for it, because people sorted into camps are easier to mobilise than people thinking carefully.",
  ],
  classicExample: {
    scenario:
      "A software company's sales email: \"You have two choices. Upgrade to our Premium Security Suite today, or leave your business wide open to hackers. Which will it be?\"",
    analysis: [
      "Those are not the only two choices. The business could use a competitor's product, switch on the free security tools it already has, train its staff, hire a consultant, or upgrade next month after reading some reviews. The email squashes all of that into \"buy this\" or \"get hacked\", because only one of those ends with an invoice.",
      "Notice the structure: the second option is frightening, which makes the first look like the only sensible choice. If the email had to compare its product with all the realistic alternatives, it would need evidence. By offering just two options, it gets away with needing none.",
    ],
  },
  commonCases: [
    {
      title: 'The family ultimatum',
      text: "\"Either you become a doctor or you'll end up with no career at all.\" There are a great many careers between doctor and nothing, most of them with more reasonable hours.",
    },
    {
      title: 'The office restructure',
      text: "\"Either we scrap the marketing budget entirely or the company goes under.\" Perhaps costs do need to come down. That doesn't mean the only possible cut is the whole marketing budget, or that nothing else could be trimmed first.",
    },
    {
      title: 'The neighbourhood dispute',
      text: "\"Either we ban all dogs from the park or we accept that it'll be covered in mess.\" Bins, fines, dog-free zones and simply asking owners to clean up are all missing from this two-item menu.",
    },
  ],
  howToAnswer: [
    "Name the missing options: \"Are those really the only two? We could also do this, or that.\" You don't need to prove the other options are better, only that they exist. Once they're on the table, the argument has to compare, and that's where the real reasoning starts.",
    "Ask whether both could be partly right, or whether neither has to happen. Many false dichotomies collapse the moment someone says \"a bit of both\" or \"neither, actually\".",
    "Watch the disaster branch. When one option is described in catastrophic terms, check whether that outcome is even likely. False dichotomies often lean on an appeal to fear to make the fork look narrower than it is.",
  ],
  proTip:
    "Whenever you're told it's this or that, whisper \"or...\" to yourself and see what comes next. There's almost always something. Occasionally it's even a good idea.",
  meta: {
    title: 'False Dichotomy: The Two-Option Trap | Sophist',
    description:
      "False dichotomy (false dilemma) explained: how 'either this or that' hides other options, when a choice really is binary, and how to widen the menu.",
  },
};

export default lesson;
