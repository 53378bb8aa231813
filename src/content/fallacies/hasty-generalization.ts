import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'hasty-generalization',
  pascalName: 'HastyGeneralization',
  name: 'Hasty Generalization',
  description: 'Drawing a broad conclusion from a sample that is too small or too unrepresentative to support it.',
  example: '"The two interns from that college were late, so nobody from that college is reliable."',
  tagline: 'One bad meal on holiday, and suddenly an entire country has forgotten how to cook.',
  quote: {
    text: 'Your cousin is not a representative sample. Neither, I am sorry to say, are you.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "A hasty generalization draws a broad conclusion from evidence that is too small, too unrepresentative or too selective to support it. One, two or a handful of cases are treated as if they revealed a rule about all cases. It's also called the fallacy of insufficient statistics, and in its most personal form, the anecdotal fallacy.",
    "Generalising in itself is not a fallacy. It's how anyone learns anything: hot stove, burnt hand, lesson learned. Science generalises from samples all the time. The question is always whether the sample is large enough and representative enough to justify the size of the conclusion. \"Three of my friends loved this film\" supports \"some people love this film\". It does not support \"everyone will love this film\".",
    "Near-misses: a single case can be enough to refute a universal claim. If someone says \"no swans are black\", one black swan settles it. That isn't hasty; it's logic. And a small sample can support a modest conclusion. The fallacy lies in the mismatch: a big, confident claim built on a small or biased pile of cases.",
  ],
  howItWorks: [
    "Our brains love patterns and hate waiting. Spotting a pattern after two examples was handy when the examples were \"that berry made me ill\", so we generalise quickly, and stories stick in memory far better than statistics do. A single vivid case feels like a trend.",
    "It's also selective. We notice cases that fit what we already believe and forget the ones that don't, so our personal sample isn't just small, it's pre-filtered. If you already think a neighbourhood is unfriendly, the one person who didn't wave at you counts, and the twelve who did somehow don't.",
    "And generalisations are efficient. \"Teenagers are lazy\", \"tech companies are all the same\", \"that brand always breaks\": they save the effort of judging each case on its merits. Efficiency is lovely in a dishwasher. In a judgement about people or products, it's how you end up wrong with tremendous confidence.",
  ],
  classicExample: {
    scenario:
      "A manager hires two graduates from the same university. Both turn out to be disorganised. At the next hiring round she tells HR: \"Don't bother with anyone from that university. Their graduates can't manage their own time.\"",
    analysis: [
      "Two people out of thousands of graduates is a tiny sample, and not a random one: they're the two this manager happened to pick, through her interview process, into her team. Perhaps the problem lies in the interviews, the onboarding or the team's own chaos. Perhaps it's plain bad luck.",
      "To support a conclusion about the whole university's graduates, she'd need many more cases, and ideally a comparison with graduates from elsewhere. What she actually has supports, at most, \"those two were disorganised in this job\". The rest of her conclusion is made entirely of impatience.",
    ],
  },
  commonCases: [
    {
      title: 'The product review',
      text: "\"I bought one of these kettles and it broke within a week. The whole brand is rubbish.\" Maybe it is. Or maybe you got the one faulty kettle in a thousand. One broken kettle tells you about one kettle.",
    },
    {
      title: 'The travel verdict',
      text: "\"We spent a weekend there and it rained the entire time. It's always raining in that city.\" Forty-eight hours of weather is not a climate. Check the yearly averages before you write the place off.",
    },
    {
      title: 'The group-chat cure',
      text: "\"My aunt drank celery juice every morning and her back pain went away, so celery juice cures back pain.\" One person's recovery, with no comparison and plenty of other explanations (including time), can't carry a general claim. It also flirts with post hoc, which has its own lesson.",
    },
  ],
  howToAnswer: [
    "Ask about the size and source of the sample: \"How many cases is that based on? And were they typical?\" Ask politely, because most people generalising from experience aren't lying. They're just extrapolating a little too enthusiastically.",
    "Offer a more modest version of the claim: \"So those two hires didn't work out, and that's worth looking into. I'm just not sure it tells us about everyone from that university.\" People find it much easier to accept a smaller claim than to abandon a big one.",
    "And apply it to yourself. Whenever you catch yourself saying \"always\", \"never\", \"all\" or \"everyone\" on the strength of what happened to you last week, try swapping in \"in my experience, once\" and see whether you'd still say it out loud.",
  ],
  proTip:
    "Before you turn an experience into a rule, ask how many times you've seen it, and how many times you'd need to see it before a statistician would nod. If the gap is large, you've got a story, not a statistic. Tell it as a story.",
  meta: {
    title: 'Hasty Generalization: Big Claims, Tiny Samples | Sophist',
    description:
      'Hasty generalization explained: how tiny or biased samples produce sweeping conclusions, when one case is enough, and how to ask about the sample politely.',
  },
};

export default lesson;
