import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'appeal-to-authority',
  pascalName: 'AppealToAuthority',
  name: 'Appeal to Authority',
  description:
    "Accepting a claim because someone with status endorses it, when they aren't a relevant expert or don't speak for the expert consensus.",
  example: '"A famous actor says this diet cures migraines, so it must work."',
  tagline:
    'A lab coat is not an argument. Neither is a title, a celebrity endorsement or a very confident voice on a podcast.',
  quote: {
    text: "Trust the expert on their subject. On everything else, they're just another guest at the party with opinions.",
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "The appeal to authority (argumentum ad verecundiam, roughly \"the argument from modesty\", because you're supposed to be too humble to disagree) treats a claim as true because some authority said so, when that authority gives you no good reason to believe it.",
    "Let me be very clear, because this is the most misunderstood fallacy on the list: relying on experts is not a fallacy. You are not expected to personally verify the boiling point of water, the load rating of your bridge or the chemistry of your blood-pressure tablets. Deferring to people who actually know the field, especially when they broadly agree with each other, is how rational people function in a world too big to check alone. \"Most structural engineers say this bridge is safe\" is a perfectly reasonable basis for driving over it.",
    "The appeal goes wrong in specific, recognisable ways. The authority is not an expert in the relevant field (a famous surgeon's opinion on tax law). The authority is not really an authority at all (\"a leading expert\", unnamed, from nowhere). The experts genuinely disagree, and one side is being quoted as if it were the consensus. The authority has an obvious stake in the answer and no independent support. Or the name is being used to shut down a question that the evidence could settle directly. In each case, the name is doing work that the reasons should be doing.",
  ],
  howItWorks: [
    "We are trained from childhood to defer: to parents, teachers, doctors, the person with the clipboard. That is mostly good; it's how knowledge gets passed on without everyone having to rediscover fire. The fallacy exploits the habit by borrowing the look of authority without its substance.",
    "The main trick is transfer. Prestige earned in one area is quietly moved into another. An actor who plays a doctor on television sells cough syrup. A billionaire who built a software company explains nutrition. A professor of medieval history holds forth on vaccines. Each has real authority somewhere, and the audience doesn't notice that it doesn't travel.",
    "Then there's vagueness. \"Scientists say\", \"studies show\" and \"experts agree\" are the sound of an authority with no name, no field and no paper. The phrase borrows the credibility of science while making the claim impossible to check. Real expertise is specific: it comes with names, data and, crucially, the possibility of being shown wrong.",
  ],
  classicExample: {
    scenario:
      "A supplement advert: a famous former footballer stands in a gleaming kitchen holding up a jar. \"I played at the highest level for fifteen years. Trust me, VitaBlast boosts your immune system by 300 per cent. The pros use it, and now you can too.\"",
    analysis: [
      "The footballer is a genuine authority on football. He may also be a genuine authority on being paid to hold jars. Neither qualifies him in immunology, and \"300 per cent of an immune system\" is not even a measurement that means anything. No study, no immunologist, no data: just fame carried from the pitch to the pharmacy aisle.",
      "Compare: \"The national health agency and most immunologists recommend the flu vaccine for people over 65.\" That is also an appeal to authority, but a legitimate one. The authority is relevant, expert and representing a consensus built on published evidence you could go and read. Same structure, completely different quality.",
    ],
  },
  commonCases: [
    {
      title: 'The workplace pecking order',
      text: "\"The CEO thinks the new app will be a hit, so stop questioning the launch plan.\" The CEO may know a great deal about running a company. Whether customers want this particular app is an empirical question, and the user-testing data outranks a job title.",
    },
    {
      title: 'The anonymous expert',
      text: "A group-chat message forwarded five times: \"A doctor friend of my neighbour says hot lemon water cures everything.\" An unnamed doctor, relayed by a neighbour, making a claim no medical body makes. That's not an authority. It's a rumour wearing a stethoscope.",
    },
    {
      title: 'The lone dissenter',
      text: "\"One professor says the climate models are all wrong, so the science isn't settled.\" Quoting a qualified outlier as though they outweighed the whole field is the same fallacy pointed the other way. One credentialed voice against a broad consensus is a reason to look at their evidence, not a reason to declare a draw.",
    },
  ],
  howToAnswer: [
    "Ask the three questions, politely. Is this person an expert in this particular field? Do other experts in that field agree? What evidence are they relying on? If the answers are yes, yes and here it is, congratulations: you've found a good reason to believe something, and you should take it.",
    "If the answers are no, no and \"he just knows\", you can say so without sneering: \"I'm sure he was brilliant at football. What do immunologists say?\" That moves the conversation from the person's fame to the relevant evidence, which is where it should have been all along.",
    "And watch your own habits. Everyone finds authorities more convincing when they agree with them. If you only trust the experts who confirm what you already think, you're not deferring to expertise. You're shopping for it.",
  ],
  proTip:
    "Before you're impressed by a credential, ask what it's a credential in. A doctorate is a key, not a skeleton key. It opens one door, and it's very rarely the door in the advert.",
  meta: {
    title: 'Appeal to Authority: Borrowed Expertise | Sophist',
    description:
      'Appeal to authority explained: why trusting real experts is reasonable, when citing an authority becomes a fallacy, and how to tell the difference.',
  },
};

export default lesson;
