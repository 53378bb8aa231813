import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'appeal-to-popularity',
  pascalName: 'AppealToPopularity',
  name: 'Appeal to Popularity',
  description: 'Concluding that a claim is true or a choice is good because many people believe it or do it.',
  example: '"Millions of people drink this detox tea, so it must work."',
  tagline: "Fifty million people can be wrong. They've managed it before, usually in matching outfits.",
  quote: {
    text: 'Popularity tells you what people believe. It is silent on whether they should.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "The appeal to popularity (argumentum ad populum, better known as the bandwagon fallacy, which is the name the Fallacy Detective game gives it) concludes that a claim is true, or a choice is good, because lots of people believe it or do it. \"Everyone's switching\", \"millions can't be wrong\", \"nobody believes that any more\": in each case the headcount is offered as the reason.",
    "The problem is that truth isn't decided by a show of hands. Huge numbers of people have confidently believed things that turned out to be false, and huge numbers have ignored things that turned out to be true. How many people believe a claim is a fact about the people, not about the claim.",
    "Near-miss: popularity is sometimes exactly the relevant thing. If the question is what most people prefer, what the social norm is, or which restaurant is busy, then counting people is the right method. \"Most of the team would rather meet on Tuesday\" is a fine reason to meet on Tuesday. And a consensus among experts is a different beast altogether: that's an appeal to informed judgement, covered under appeal to authority. The fallacy is using the number of believers as evidence for a claim whose truth doesn't depend on anyone believing it.",
  ],
  howItWorks: [
    "Humans are herd animals with excellent excuses. For most of history, doing what the group did was a decent survival strategy: if everyone is running, you don't stop to ask why. Psychologists call the shortcut social proof, and it's usually useful. Marketers and campaigners simply press it on purpose.",
    "It also carries a quiet threat. Being out of step with the group feels risky, and the appeal reminds you of that: everyone else already agrees, so what's wrong with you? Disagreement starts to feel like a social blunder instead of an intellectual position.",
    "And the numbers are often inflated or invented. \"The fastest-growing brand\", \"the nation's favourite\", \"the app everyone's talking about\": these phrases are rarely attached to a survey, and even when they are, they measure popularity, which was never the question.",
  ],
  classicExample: {
    scenario:
      "A snack company's advert: \"Over two million people have already switched to KetoCrunch bars. Join the movement. Two million people can't be wrong.\"",
    analysis: [
      "The questions that matter are whether the bars do what they claim: are they healthy, do they help with weight loss, are they worth the price? The advert answers a different question, namely how many people have bought them, and hopes you won't notice the swap.",
      "Two million people absolutely can be wrong, especially about something an advert told them. And even if every one of them is delighted, their delight is about taste and convenience, not about what the bars do to your health. If the evidence were good, the advert would lead with the evidence. It led with a crowd.",
    ],
  },
  commonCases: [
    {
      title: 'The office culture argument',
      text: "\"Everyone here works through lunch, so it must be the way to get ahead.\" Maybe it is. Or maybe everyone is copying everyone else and nobody has checked whether it makes anyone more productive. The crowd's habits are not a study.",
    },
    {
      title: 'The group-chat consensus',
      text: "\"Literally everyone in the chat says the new bypass is going to be cancelled.\" Sixteen people repeating one rumour is one rumour with sixteen echoes. The council's published plans, boring as they are, know more than the chat does.",
    },
    {
      title: 'The teenage classic',
      text: "\"But everyone else is going!\" The traditional parental reply, \"If everyone jumped off a cliff...\", is not the subtlest analogy ever devised, but it lands the point: how many people are going tells you nothing about whether the party is a good idea.",
    },
  ],
  howToAnswer: [
    "Separate the two questions out loud: \"I believe you that lots of people do it. Is there any evidence that it works?\" That keeps things friendly, since you're not calling anyone's friends fools, and moves the conversation to the part that matters.",
    "Check whether popularity is actually the point. If you're choosing a restaurant, a film for the group or a meeting time, it may well be, and then counting heads is fine. If you're deciding whether a claim is true, ask what would still be true if nobody believed it.",
    "And be suspicious of how the number was produced. Who counted? Counted what, exactly? \"Two million customers\" might include everyone who was ever handed a free sample at a train station.",
  ],
  proTip:
    "The next time you hear \"everyone knows\", translate it as \"a lot of people say\" and ask whether you're still convinced. If not, it was never the claim that convinced you. It was the crowd.",
  meta: {
    title: 'Appeal to Popularity: The Bandwagon Fallacy | Sophist',
    description:
      "Appeal to popularity (bandwagon) explained: why the number of believers doesn't make a claim true, when popularity does matter, and how to respond.",
  },
};

export default lesson;
