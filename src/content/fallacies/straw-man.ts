import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'straw-man',
  pascalName: 'StrawMan',
  name: 'Straw Man',
  description:
    "Misrepresenting someone's argument as a weaker or more extreme version of itself, then attacking that version instead.",
  example: '"You want fewer sweets in the vending machine? So you want to ban all joy from this office?"',
  tagline: 'Why debate what someone actually said when you can invent something sillier and knock that over instead?',
  quote: {
    text: 'Knocking over a scarecrow is not a victory. It is gardening.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "A straw man is a distorted version of someone's argument, usually weaker, more extreme or sillier than the real thing, which is then attacked as though it were what they actually said. The refutation might be flawless. It's just aimed at a figure stuffed with straw instead of at the person standing in the room.",
    "The distortion comes in several forms: inflating a modest claim into an extreme one (\"some\" becomes \"all\", \"less\" becomes \"none\"), quoting someone out of context, picking the weakest point of a case and pretending it's the whole case, or pinning on someone a view held by a different, sillier person who happens to be on the same side. Logicians also describe a weak-man variant: attacking the feeblest real version of a position instead of its strongest one, and then acting as though the whole position has fallen.",
    "Near-miss: summarising is not straw-manning. Every summary leaves things out, and it's fine to restate someone's view in simpler words. The test is whether they would recognise and accept your version. If they'd say \"yes, that's my point\", you're arguing fairly. If they'd say \"I never said that\", you've built a scarecrow.",
  ],
  howItWorks: [
    "The straw man works because the audience rarely checks. Most people hear the summary, not the original, so whoever gets to describe the other side also gets to decide how ridiculous it looks.",
    "It also saves effort. A strong argument is hard to rebut; a cartoon of it is easy. The attacker looks sharp, the original speaker looks foolish for a position they never held, and the real disagreement, which might have been interesting, never gets discussed at all.",
    "And it puts the victim on the back foot. They now have to spend their time saying \"That's not what I meant\", which sounds defensive even when it's completely true. The straw man wins twice: once when it's knocked down, and again while the real person is climbing out from under it.",
  ],
  classicExample: {
    scenario:
      "At a neighbourhood council meeting, a resident proposes adding a couple of speed bumps on the road outside the primary school. Another resident stands up: \"So you want to make it impossible for anyone to drive anywhere? You want to turn the whole town into a car-free zone and make ambulances crawl along at walking pace? Some of us have jobs to get to.\"",
    analysis: [
      "The proposal was a couple of speed bumps on one road near one school. The reply attacks a plan to ban cars from the entire town and slow down ambulances, which nobody proposed. Every objection in the reply might be reasonable against that imaginary plan. None of them touches the real one.",
      "A fair reply would deal with the actual proposal: \"Speed bumps can slow emergency vehicles. Have we considered speed cushions, which let wider vehicles pass over them?\" That's a genuine objection to the real idea, and it might even improve it. The straw man, by contrast, leaves the speed bumps exactly where they were: unexamined.",
    ],
  },
  commonCases: [
    {
      title: 'The household budget',
      text: "\"I think we should eat out a bit less this month.\" \"Oh, so we're never allowed to have any fun again?\" Eating out less and never having fun are not the same proposal, though the second is considerably easier to be outraged about.",
    },
    {
      title: 'The office feedback',
      text: "A colleague suggests testing the software a little more before release. The reply: \"So you think we should spend six months testing and never ship anything?\" Nobody mentioned six months. The question was whether a bit more testing is worth it, and that question is still sitting there, waiting.",
    },
    {
      title: 'The online debate',
      text: "Someone posts that one particular study had a very small sample. The replies accuse them of \"hating science\". Criticising a study's method is part of how science works, not an attack on it. The straw version is easier to argue with, which is exactly why it gets built.",
    },
  ],
  howToAnswer: [
    "Correct the record calmly and specifically: \"That's not quite what I proposed. I'm suggesting two speed bumps outside the school, not a car ban.\" Restate your real position in a sentence or two, so the audience hears the accurate version last.",
    "Then invite them to engage with it: \"Do you have concerns about that version?\" Often the answer is a real and useful objection, and the conversation improves immediately.",
    "And practise the reverse, known as steel-manning: before you argue against someone, state their position in its strongest form, ideally so well that they'd say \"yes, exactly\". It's harder. It's also the only way to win an argument that's worth winning.",
  ],
  proTip:
    "Before you demolish someone's argument, say it back to them and ask if you've got it right. If they agree, carry on. If they look puzzled, congratulations: you've just saved yourself from debating a scarecrow in public.",
  meta: {
    title: 'Straw Man: Attacking a Distorted Argument | Sophist',
    description:
      'Straw man fallacy explained: how misrepresenting an argument makes it easy to knock down, how it differs from a fair summary, and how to steel-man instead.',
  },
};

export default lesson;
