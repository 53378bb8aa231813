import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'appeal-to-emotion',
  pascalName: 'AppealToEmotion',
  name: 'Appeal to Emotion',
  description:
    'Trying to win agreement by stirring up feelings such as pity, fear, guilt or outrage in place of giving relevant reasons.',
  example: '"How can you vote against the new stadium when the kids have been dreaming about it all year?"',
  tagline: "If an argument needs a violin section, ask what it's hiding under the music.",
  quote: {
    text: 'Feelings are excellent at telling you what matters. They are terrible at telling you what is true.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "An appeal to emotion tries to win agreement by stirring up feelings (pity, fear, guilt, pride, outrage, tenderness) instead of giving reasons for the conclusion. The feelings aren't a supplement to the evidence. They are standing in the spot where the evidence should be.",
    "The family is large. The appeal to pity (ad misericordiam) asks you to accept a claim because someone will suffer or be sad if you don't. The appeal to fear (ad metum) makes disagreement feel dangerous. Flattery, guilt, spite and wishful thinking all belong here too. The structure is always the same: you are made to feel something strongly, and you are invited to conclude from the feeling that something is true, or that you must act.",
    "Near-miss time. Emotion in an argument is not automatically a fallacy. If a charity shows you a photograph of a flooded village and then tells you how many families lost their homes and what your donation buys, the emotion is pointing at real facts that are relevant to the decision. Feelings often track what genuinely matters. The fallacy is when the feeling replaces the link between the premises and the conclusion: when there are no relevant reasons at all, or when the emotion is about something that has no bearing on the question being decided.",
  ],
  howItWorks: [
    "Emotion is fast and reasoning is slow. A strong feeling arrives before you've finished reading the sentence, and it primes you to find reasons for whatever the feeling is pointing at. Once you feel guilty, almost any argument for making the guilt stop sounds reasonable.",
    "It's also contagious and social. Outrage spreads through group chats far better than nuance does, because sharing an emotion signals which side you're on. Questioning a sad story makes you look heartless; questioning an angry one makes you look complicit. The appeal quietly turns \"Is this right?\" into \"What kind of person are you?\"",
    "Finally, emotional framing is hard to argue with directly. You can rebut a statistic. It's much harder to rebut a crying puppy without looking like a monster, which is exactly why advertisers keep hiring puppies.",
  ],
  classicExample: {
    scenario:
      "In a budget meeting, a project manager pushes to keep a loss-making product line: \"Think about Gerald in the warehouse. He's been packing these boxes for twenty-two years. His granddaughter starts school next month. Are we really going to look him in the eye and tell him his work didn't matter? This product is who we are.\"",
    analysis: [
      "Everything said about Gerald may be true, and his situation is a perfectly legitimate thing to care about. But the question on the table is whether the product line is viable, and the speech offers nothing on sales, costs or prospects. Sympathy for Gerald is being used as the argument for the product, and the two are not connected.",
      "Notice that an honest version exists: \"If we cut the line, we need a proper plan for the warehouse staff.\" That treats Gerald's situation as a relevant consideration within the decision instead of a substitute for the analysis. The fallacy isn't in caring. It's in letting the caring skip the arithmetic.",
    ],
  },
  commonCases: [
    {
      title: 'The guilt-trip advert',
      text: "\"Don't you love your family? Then why haven't you bought them our water filter?\" Love is not a water test. Whether the filter removes anything your tap water actually contains is the real question, and the advert is hoping you're too busy feeling like a bad parent to ask it.",
    },
    {
      title: 'The group-chat outrage',
      text: "A screenshot with no context and the caption \"This is DISGUSTING, share if you agree!\" The anger arrives first. The facts, if they ever arrive, turn up three days later in a correction that nobody shares.",
    },
    {
      title: 'The sentimental sales pitch',
      text: "An estate agent at a viewing: \"Just imagine your children growing up in this garden.\" Lovely image. It has no bearing on the damp in the cellar, which is precisely why it's being offered in the garden and not in the cellar.",
    },
  ],
  howToAnswer: [
    "Take the feeling seriously, then separate it from the claim. \"You're right, this is sad. Now, what does it tell us about whether the product can pay its way?\" You show you're not heartless, and you gently put the actual question back on the table.",
    "Ask what the emotion is pointing at. If it points at real, relevant facts (people will lose their jobs, a danger is genuine), fold those facts into the reasoning and weigh them properly. If it points at nothing you could check, you've found the gap in the argument.",
    "And give yourself a delay. If a message makes you furious or tearful, wait before you share, buy or agree. Real reasons survive a night's sleep. Manufactured emotion usually needs you to act within the next ten minutes.",
  ],
  proTip:
    "When you notice a strong feeling, say to yourself: lovely, noted, and now what are the reasons? If the honest answer is \"there aren't any, but the music was very moving\", you've just been sold something.",
  meta: {
    title: 'Appeal to Emotion: Feelings Instead of Reasons | Sophist',
    description:
      "Appeal to emotion explained: when pity, fear or outrage stand in for reasons, why emotion isn't always a fallacy, and how to answer without seeming heartless.",
  },
};

export default lesson;
