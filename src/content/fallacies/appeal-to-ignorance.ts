import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'appeal-to-ignorance',
  pascalName: 'AppealToIgnorance',
  name: 'Appeal to Ignorance',
  description:
    'Treating a lack of proof as proof of the opposite: it has not been disproved, so it is true, or it has not been proved, so it is false.',
  example: "\"Nobody has ever proved my lucky socks don't help the team win, so they do.\"",
  tagline: "\"You can't prove it didn't happen\" is not evidence. It's a confession that nobody has any.",
  quote: {
    text: 'A gap in the evidence is a gap, not a verdict. Fill it with evidence, not with whatever you were hoping for.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "The appeal to ignorance (argumentum ad ignorantiam) treats a lack of proof as if it were proof of the opposite. It comes in two matching shapes: \"Nobody has shown this is false, so it's true\" and \"Nobody has shown this is true, so it's false.\" Either way, not knowing is promoted to knowing.",
    "The ignorance in the name isn't an insult; it simply means a lack of knowledge. The fallacy lives in the jump from \"we don't know that X\" to \"we know that not-X\", or the other way round. An unsettled question is an unsettled question. It does not quietly default to whichever answer the speaker happens to prefer.",
    "This one has real exceptions, so here are the near-misses. Sometimes absence of evidence genuinely is evidence of absence: if you have searched a small room thoroughly for an elephant and found none, you're entitled to conclude there is no elephant, because an elephant would have left evidence if it were there. The reasoning is fine when we would expect to find evidence if the claim were true, and we looked properly. Legal presumptions are another case. \"Innocent until proven guilty\" doesn't claim that an unconvicted defendant definitely did nothing; it's a rule about who carries the burden of proof and what to do while the question is unresolved.",
  ],
  howItWorks: [
    "The trick is a burden-of-proof swap. Normally, whoever makes a claim is expected to support it. The appeal to ignorance flips that: I make a claim, now it's your job to disprove it, and if you can't, I win. Since lots of claims are very hard to disprove (ghosts, secret plots, miracle ingredients), this is an excellent way to make unsupported ideas look sturdy.",
    "It also exploits our discomfort with not knowing. \"We don't know yet\" is an unsatisfying answer, and people will grab almost any alternative to avoid sitting with it. The appeal offers a neat conclusion in place of an honest shrug.",
    "And it rewards the untestable. The harder a claim is to check, the safer it is from disproof, so the appeal to ignorance ends up protecting exactly the claims that deserve the least protection.",
  ],
  classicExample: {
    scenario:
      "At a neighbourhood meeting about strange noises in the old mill, a resident announces: \"The council has had two years to prove the mill isn't haunted, and it hasn't. So it's haunted. I rest my case.\" A second resident replies: \"Well, nobody has shown the floors in there are unsafe, so the school trip can go ahead.\"",
    analysis: [
      "The council hasn't proved the mill is ghost-free, in the same way it hasn't proved it's free of invisible dragons. Failing to disprove something doesn't establish it. The first resident has made a claim and then handed the council the job of refuting it, which is a very comfortable job to give someone else.",
      "The second resident makes the mirror-image mistake in a hard hat. If nobody has inspected the floors, the absence of evidence of rot is just the absence of an inspection. The honest conclusion in both cases is \"we don't know yet, so let's have someone look at the pipes and the joists\", which is less exciting and far more likely to find the owl that's been making the noise.",
    ],
  },
  commonCases: [
    {
      title: 'The product claim',
      text: "\"No study has ever shown our crystal bracelets don't work.\" Mostly because nobody funds studies to disprove bracelets. The burden lies with the people selling them, and \"not disproved\" is not the same thing as \"works\".",
    },
    {
      title: 'The workplace safety shortcut',
      text: "\"Nobody has reported a problem with the new ladder, so it's safe.\" If nobody has used it yet, or nobody was asked, silence is not a safety certificate. An absence of complaints only counts if complaints would have been made and heard.",
    },
    {
      title: 'The conspiracy pitch',
      text: "\"Can you prove that footage wasn't filmed in a studio? No? Interesting.\" It isn't interesting. The claim is the speaker's, and so is the burden of evidence. Being unable to disprove a story on the spot, in a car park, is not a point in the story's favour.",
    },
  ],
  howToAnswer: [
    "Put the burden back where it belongs, nicely: \"You're right, I can't disprove it. But what's the evidence that it is true?\" You concede the honest part and ask the question the argument was designed to avoid.",
    "Ask whether we'd expect evidence if the claim were true. If a ghost, a safety defect or a miracle cure would leave traces, and nobody has looked, the right move is to look. If people have looked carefully and found nothing, then the absence of evidence starts to count, and that's worth saying too.",
    "And make \"we don't know yet\" an acceptable answer in your own conversations. Most appeals to ignorance happen because someone would rather be confidently wrong than comfortably uncertain.",
  ],
  proTip:
    "When someone says \"prove me wrong\", the correct reply is usually \"prove yourself right\". Say it with a smile. It's much harder to argue with than it sounds.",
  meta: {
    title: 'Appeal to Ignorance: No Proof Is Not Proof | Sophist',
    description:
      "Appeal to ignorance explained: why 'you can't prove it's false' isn't evidence, when absence of evidence does count, and how to hand back the burden of proof.",
  },
};

export default lesson;
