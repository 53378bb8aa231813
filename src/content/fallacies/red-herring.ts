import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'red-herring',
  pascalName: 'RedHerring',
  name: 'Red Herring',
  description: 'Introducing an irrelevant topic to divert attention from the original issue.',
  example: '"Why worry about the leaking roof when the new reading scheme is such a success?"',
  tagline: 'Nothing ends an awkward question faster than a fascinating answer to a different one.',
  quote: {
    text: 'If you suddenly find yourself discussing something far more interesting, check who was steering.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "A red herring is an irrelevant topic introduced into an argument to pull attention away from the original issue. The new topic is usually interesting, emotional or easier to win, and by the time anyone notices, the original question has been left behind like a coat at a party.",
    "The name comes from smoked herring, which turns reddish-brown and smells powerfully. It's often said that hunters used it to train hounds or to throw them off a trail; word historians trace the figurative use mainly to an early nineteenth-century journalist's story about dragging one across a path to lead hounds away from a hare. Whatever the real history, the image is perfect: a strong smell across the trail, and suddenly the dogs are very busy with something else.",
    "Near-misses: not every change of subject is a red herring. Conversations wander, and sometimes a new point genuinely bears on the question. The fallacy is when the diversion is treated as though it settled, or replaced, the original issue. It's related to the straw man (which distorts the opponent's argument) and to ad hominem (which diverts onto the person), but the red herring is the general-purpose version: change the topic, any topic, and act as if you've answered.",
  ],
  howItWorks: [
    "Attention is limited, and a red herring spends it for you. Raise a vivid side issue and people will follow it, partly because it's interesting and partly because it's polite to respond to what someone has just said. By the time that discussion has run its course, the clock has run out too.",
    "The best red herrings are related enough to feel relevant. If the question is whether the new office software went over budget, a discussion of how much everyone hated the old software feels connected. It's about software, after all. But it tells you nothing about the budget.",
    "Spokespeople, executives and teenagers are all masters of this, but you don't need media training to do it. Anyone who has been asked an uncomfortable question has felt the pull of answering a more comfortable one.",
  ],
  classicExample: {
    scenario:
      "At a company all-hands, an employee asks why the promised pay review has been postponed for the third time. The director replies: \"Great question. And let me say, I'm incredibly proud of this team. Customer satisfaction is at an all-time high, we've launched two products this year, and frankly the culture here is the best I've seen in twenty years. That's what really matters. Next question?\"",
    analysis: [
      "Everything in the answer might be true, and none of it explains why the pay review has been postponed. Customer satisfaction, product launches and culture are the red herring: a pleasant, heavily scented trail leading away from the question.",
      "The diversion works because objecting to it feels churlish. Who wants to interrupt praise for the team? But the honest follow-up is simple: \"Thanks. So when is the pay review?\" A red herring only works if everyone agrees to chase it.",
    ],
  },
  commonCases: [
    {
      title: 'The school-run argument',
      text: "A parent asked why the car was left with an empty tank replies, \"Well, who left their football boots in the hallway again?\" The boots may be a genuine crime. They are not an explanation of the fuel gauge.",
    },
    {
      title: 'The council meeting',
      text: "Asked about the delayed repairs to the library roof, a councillor spends five minutes praising the excellent new summer reading scheme. The reading scheme is lovely. The roof is still leaking onto it.",
    },
    {
      title: 'The product recall',
      text: "A company asked about a battery fault responds with a statement about its commitment to sustainability and its new recycling programme. Recycling is a real issue. It isn't the question, which was why the phone got hot enough to toast bread.",
    },
  ],
  howToAnswer: [
    "Acknowledge the new point briefly, then steer back: \"That's worth discussing, and I'd like to. But the question was about the pay review.\" You don't need to accuse anyone of anything. Just return the conversation to where it was.",
    "Keep the original question short and repeatable. The simpler the question, the more obvious it is when it hasn't been answered. \"When is the pay review?\" is hard to drown in a paragraph about culture.",
    "And check yourself. If you notice that you've answered a question with something you'd rather talk about, go back and answer the one you were asked. It's painful and character-building, like a cold shower, but with fewer towels.",
  ],
  proTip:
    "After any long, confident answer, ask yourself one thing: what was the question? If you can't find the answer to it anywhere in the reply, you've just been served fish.",
  meta: {
    title: 'Red Herring: The Art of Changing the Subject | Sophist',
    description:
      "Red herring explained: how irrelevant topics derail an argument, why they're so easy to follow, and how to steer the conversation back to the question.",
  },
};

export default lesson;
