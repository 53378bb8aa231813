import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'slippery-slope',
  pascalName: 'SlipperySlope',
  name: 'Slippery Slope',
  description:
    "Claiming that a first step will lead to an extreme outcome through a chain of consequences that isn't supported.",
  example: '"If we let staff wear jeans on Friday, next they\'ll be coming to work in pyjamas."',
  tagline: 'One small step for office policy, one giant leap to the apocalypse, apparently.',
  quote: {
    text: 'A slope is only slippery if someone can show you the ice.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "A slippery slope argument claims that a first step will set off a chain of events ending in some significant, usually dreadful, outcome, and so the first step must be avoided. It becomes a fallacy when the chain isn't supported: when the links between the steps are assumed instead of shown, or when each link is far less likely than the argument pretends.",
    "The important bit: not every slippery slope argument is fallacious. Sometimes one thing really does lead to another. If someone argues that skipping the car's service makes a fault more likely to go unnoticed, which makes a breakdown more likely, they can back each step with evidence. Chains of consequences exist, and pointing them out is often wise. The fallacy is the unsupported chain, where each step is presented as inevitable without any reason to think it is.",
    "The probabilities also compound. Suppose each step in a five-step chain is 70 per cent likely, given the step before it. That sounds fairly likely each time, yet the whole chain comes out at roughly 17 per cent. Slippery slope arguments tend to present the bottom of the hill as certain when, even on their own generous assumptions, it's a long shot.",
  ],
  howItWorks: [
    "Fear does most of the lifting. The final outcome is vivid and alarming, and once you're picturing the disaster, the weak links in the chain are easy to miss. Attention goes to the bottom of the slope, not to the slope itself.",
    "Each step also sounds plausible on its own. A leads to B? Maybe. B leads to C? I suppose. By the time you reach Z you've nodded along so many times that the conclusion feels earned. The argument borrows credibility from each small \"maybe\" and spends it on one big \"definitely\".",
    "And it spares the speaker from discussing the first step on its merits. If a four-day working week will certainly end with nobody working at all, there's no need to examine whether a four-day week is a good idea. The slope does the arguing.",
  ],
  classicExample: {
    scenario:
      "At a neighbourhood council meeting, someone proposes allowing a weekend food market in the car park. A resident rises: \"If we allow a market, next they'll want a music stage. Then late-night concerts. Then bars. Then the whole area becomes a party district, house prices collapse, families move out and the local school closes. Is that what you want?\"",
    analysis: [
      "Each step is presented as certain, and none of them is supported. A weekend food market doesn't require a music stage; a stage doesn't require late-night concerts; concerts don't require bars, and each of those would need its own permission, which the council could refuse. The chain has no links, only a list of fears in chronological order.",
      "A legitimate version would look quite different: \"Markets in similar neighbourhoods have caused parking problems and litter, and here are the figures. How will we manage that?\" That's a concern about likely consequences, backed by evidence, and it deserves an answer. The school-closure prophecy deserves a cup of tea and a quiet sit-down.",
    ],
  },
  commonCases: [
    {
      title: 'The parenting panic',
      text: "\"If we let him have a phone at twelve, next he'll be on social media all night, his grades will collapse and he'll never get into university.\" There may be real concerns about phones, but each step needs its own evidence, and rules about phone use can be set at every step.",
    },
    {
      title: 'The workplace precedent',
      text: "\"If we let people work from home on Fridays, soon nobody will come in at all, the team will fall apart and the company will go under.\" Home working may have costs. But a Friday policy is not a company collapse, and managers can adjust the policy long before the bottom of this particular slope.",
    },
    {
      title: 'The tiny exception',
      text: "\"If we let one person bring a dog to the office, soon there'll be cats, parrots and a goat in the break room.\" Policies can draw lines. \"Well-behaved dogs, with permission\" is a line. The goat is a choice nobody has to make.",
    },
  ],
  howToAnswer: [
    "Ask for the links: \"I can see why that would be bad. But why would a market lead to a music stage? What makes that step likely?\" Take the chain one link at a time; the weak ones usually snap under a single question.",
    "Point out the brakes. In most real situations there are decision points along the way: new permissions, reviews, votes, the chance to change your mind. \"If it starts heading that way, we can stop it then\" is often the most reasonable reply to a slope.",
    "And take the good version seriously. If someone can support the chain with evidence, it's not a fallacy, it's a warning, and you should listen. The skill is telling the warning from the scare story, not dismissing every concern about consequences.",
  ],
  proTip:
    "When someone describes a slope, ask how steep it is and where the brakes are. Most slopes turn out to be staircases, with landings, handrails and plenty of chances to stop and look around.",
  meta: {
    title: 'Slippery Slope: The Unsupported Chain | Sophist',
    description:
      "Slippery slope explained: when a chain of consequences is unsupported, when it's a fair warning, and how to ask for the links without dismissing concerns.",
  },
};

export default lesson;
