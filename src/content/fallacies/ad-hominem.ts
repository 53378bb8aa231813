import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'ad-hominem',
  pascalName: 'AdHominem',
  name: 'Ad Hominem',
  description: 'Rejecting an argument by attacking the person who made it instead of the argument itself.',
  example: "\"Why would we take budget advice from someone who can't even keep a houseplant alive?\"",
  tagline:
    "When you can't beat the argument, you can always beat up the person who made it. It's lazy, it's popular, and it proves absolutely nothing.",
  quote: {
    text: 'The quality of an argument does not change when you discover that its author chews loudly.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "Ad hominem is Latin for \"to the person\", and it names a specific mistake: rejecting a claim or an argument because of something about the person making it, rather than anything about the claim itself. Their character, their motives, their haircut, their past, the company they keep. The argument sits right there, untouched, while everyone turns round to stare at the speaker.",
    "The textbook forms come in a few flavours. The abusive version goes straight for the character: \"You're an idiot, so your plan is wrong.\" The circumstantial version points at the speaker's situation or interests: \"Of course you'd say that, you work in sales.\" Tu quoque, which gets its own lesson, points at hypocrisy: \"You say it's bad, but you do it too.\" And poisoning the well gets the attack in early, before the person has even spoken, so that whatever they say afterwards arrives pre-discredited.",
    "Now the near-miss, because I am contractually obliged to be fair. Not every insult is an ad hominem. If someone says \"Your budget double-counts the travel costs, and also you're insufferable\", they have made an argument and then added a rude remark. The remark is bad manners, not a fallacy, because the conclusion doesn't rest on it. The fallacy happens only when the attack on the person is offered as the reason to reject what they said. Equally, questioning a witness's reliability is not automatically fallacious: if the question is whether to believe someone's unsupported testimony, their track record of honesty really is relevant. What a person's character can't do is refute an argument whose premises and logic you can check for yourself.",
  ],
  howItWorks: [
    "Ad hominem works because humans are social animals first and logicians a distant, grudging second. We are very good at judging people and fairly bad at judging propositions, so when an argument is hard, the brain happily swaps the difficult question (\"Is this true?\") for an easier one (\"Do I like this person?\"). The swap feels like thinking. It is not.",
    "It also works as theatre. An attack on a person is vivid, emotional and easy to remember; a rebuttal of a premise is dull and needs a whiteboard. In a meeting, a debate or a group chat, the audience will often remember the zinger long after they have forgotten what was being discussed. The attacker gets to look decisive without having done any homework.",
    "And it shifts the burden. Once the speaker's character is on trial, they have to spend their time defending themselves instead of their argument. That's the real payoff: the conversation is now about them, and the original claim quietly slips out the back door, unexamined.",
  ],
  classicExample: {
    scenario:
      "At a neighbourhood council meeting, a resident presents figures showing that the proposed car park will cost twice the budgeted amount, because the estimate leaves out drainage. A councillor replies: \"You've lived here eighteen months, you rent, and you've complained about every project since you arrived. Why should we listen to you?\" The room nods. The motion passes.",
    analysis: [
      "Notice what was never mentioned: drainage. The resident's claim was specific and checkable. The estimate either includes drainage or it doesn't, and drainage either costs what she says or it doesn't. The councillor's reply says nothing about any of that. How long she has lived there, whether she rents and how often she complains have no bearing on the arithmetic.",
      "It's a blend of the abusive and circumstantial varieties, and it works precisely because each jab sounds vaguely relevant. Newcomer? Renter? Serial complainer? Each one invites the audience to reach a verdict on the resident instead of on the budget. Eighteen months from now, when the car park floods, the water will not ask who pays rent.",
    ],
  },
  commonCases: [
    {
      title: 'The office meeting',
      text: "\"That proposal came from the intern, so let's not waste time on it.\" Maybe it's a terrible proposal. Maybe it's the best idea anyone has had all quarter. Its author's job title tells you neither, and rejecting it unread is a very efficient way of staying wrong.",
    },
    {
      title: 'The comment section',
      text: "Someone posts a careful thread about a product's flaws, and the top reply is \"Lol, look at this guy's profile picture.\" The thread still says what it says. Mocking the messenger is the most common ad hominem online because it takes four seconds and zero reading.",
    },
    {
      title: 'The family dinner',
      text: "Your cousin argues that the family should switch energy suppliers and passes round a price comparison. An uncle says: \"You changed university courses three times, you can't even decide what to study.\" Indecision about degrees is not evidence about tariffs. The comparison is still on the table, next to the potatoes.",
    },
  ],
  howToAnswer: [
    "First, don't return fire. If you answer an insult with an insult, you've turned a discussion about the argument into a contest of personalities, which is exactly the ground the other person chose. Stay boring. Boring wins.",
    "Acknowledge and redirect: \"Maybe I am new here. But the drainage costs are either in the estimate or they aren't. Can we check?\" You concede nothing about the argument, you don't get defensive, and you hand the room back the actual question. If the attack contains a fair point about your reliability, grant it openly, then point out that the figures can be checked by anyone, which makes your reliability beside the point.",
    "If it keeps happening, name the move plainly rather than with a Latin flourish: \"I'm happy to talk about me later, but none of that tells us whether the numbers are right.\" Shouting \"Ad hominem!\" across a room mostly makes you sound like someone who has just finished reading this page. Which you have. Keep it to yourself.",
  ],
  proTip:
    "Whenever you feel the urge to reply to a person instead of their point, ask yourself: if my favourite person in the world had said this exact sentence, what would my objection be? If you can't find one, you don't have an argument. You have a grudge.",
  exampleVideos: true,
  meta: {
    title: 'Ad Hominem: Attacking the Person | Sophist',
    description:
      'Ad hominem explained: why attacking the arguer instead of the argument proves nothing, how it differs from a plain insult, and how to answer it calmly.',
  },
};

export default lesson;
