import type { Technique } from '../schema';

const technique: Technique = {
  id: 'virtue-signaling',
  name: 'Virtue Signalling',
  description:
    'Publicly displaying the right values mainly to be seen having them, in place of doing anything costly about them; also a label often thrown to dodge an argument.',
  example:
    'A company changes its logo to support a cause for one month while doing nothing differently in how it actually operates.',
  tagline:
    'A technique and an accusation in one convenient package. Both are used far more often than they are used well.',
  quote: {
    text: 'The cheaper the gesture, the louder the announcement. The louder the accusation, the cheaper the thinking.',
    attribution: 'The Sophist',
  },
  meaning: [
    "Virtue signalling means expressing an opinion or taking a visible action chiefly to show others that you hold admirable values, rather than to achieve anything in particular. The typical signal is cheap: a post, a slogan, a badge, a change of profile picture, a press release. The typical goal is status: approval from your group, a good reputation, a way of saying \"I'm one of the good ones\" without having to pay for it.",
    "The idea comes from signalling theory in biology and economics, which studies how individuals communicate hidden qualities. A key insight there is that costly signals are more credible than cheap ones, because they are harder to fake. A peacock's tail is expensive to grow; a job applicant's hard-won qualification took years. The phrase virtue signalling went mainstream around 2015, after a British columnist used it in The Spectator to describe cheap public displays of goodness. Philosophers Justin Tosi and Brandon Warmke have analysed a closely related behaviour they call moral grandstanding: using moral talk to promote oneself.",
    "Now the honest part, which matters as much as the definition. The term is also very commonly used as a lazy dismissal. Calling someone's statement \"virtue signalling\" claims to know their motive, and even if you are right about the motive, that says nothing about whether the statement is true or the cause worthwhile. That makes the accusation a close cousin of the ad hominem, specifically the circumstantial kind: it attacks why someone said something instead of what they said. And every side does both halves: people signal loyalty to causes on the left and the right, to nations, faiths, brands and sports teams, and people on every side use the label to avoid engaging.",
  ],
  mechanics: [
    "Signals work because people judge character from visible behaviour. We cannot see inside each other's heads, so we rely on cues, and public statements of value are cheap, fast cues. For the signaller, there is a reward: approval, likes, belonging. Social media made this cheaper still by turning moral expression into something countable and rewarded in public.",
    "Cheap signals often crowd out costly action. Announcing support can feel like having done something, which reduces the pressure to do the harder thing. For organisations, a visible gesture can buy goodwill more cheaply than changing a policy, which is why the gap between a company's campaign and its practices is the first thing worth checking. Related ideas include greenwashing, where a company markets itself as environmentally friendly beyond what its conduct supports.",
    "Grandstanding tends to escalate. Tosi and Warmke describe moves such as piling on, ramping up (competing to express ever-stronger outrage), trumping up (finding moral problems where there are none) and dismissiveness. When a discussion becomes a contest to look the most righteous, positions drift towards the extreme and real problem-solving suffers.",
    "The accusation works for a different reason: it is a shortcut that feels clever. Declaring someone a signaller lets you skip the substance, cast doubt on their sincerity and signal your own membership in the group that sees through such things. In other words, shouting \"virtue signalling!\" is frequently a virtue signal of its own. The cure for both halves is the same: look at what people do, and evaluate claims on their merits.",
  ],
  examples: [
    {
      title: 'The rainbow logo',
      text: 'A company adopts a cause-themed logo for a month and posts a heartfelt message, while its policies, donations and supply chain stay exactly the same.',
      analysis:
        'The gesture may be sincere, but it is cheap. The useful question is not "are they virtue signalling?" but "what do they do the other eleven months?" Actions, not logos, tell you what a company values.',
    },
    {
      title: 'The flag-draped speech',
      text: 'A candidate surrounds every announcement with flags, veterans and the word "patriot," but the speech contains no specific proposal for veterans.',
      analysis:
        'Signals of loyalty to country, faith or tradition are virtue signals too; the term is not reserved for one side\'s values. Look past the staging for the commitment that costs something.',
    },
    {
      title: 'The professional post',
      text: 'An executive writes a long post about how much they value work-life balance, published at 11 p.m. on a Sunday, while their team is on weekend call.',
      analysis:
        'The gap between message and behaviour is the giveaway. The post earns applause; the policy would cost money. Judge by the rota, not the post.',
    },
    {
      title: 'The lazy dismissal',
      text: 'A neighbour argues at a council meeting for better street lighting and mentions that they volunteer at the local shelter. Someone replies, "Spare us the virtue signalling," and sits down.',
      analysis:
        'The reply attacks a guessed motive and ignores the argument about street lighting, which stands or falls on evidence about safety and cost. This is the ad hominem wearing a smarter jacket.',
    },
  ],
  counterTips: [
    'Judge gestures by their cost. Ask what the signaller is actually giving up, changing or risking.',
    'Compare the message with the record: policies, budgets, behaviour over time.',
    'Separate the claim from the motive. Even a self-promoting speaker can be right.',
    'Before calling something virtue signalling, answer the argument first. If you cannot, the label will not help you.',
    'Notice signals you approve of, too. Loyalty displays for your own side are the hardest to see.',
    'In your own posts, ask whether you would still do the thing if nobody could see it.',
  ],
  proTip:
    'There are two easy games here: performing goodness and sneering at other people\'s performances. Both win applause from your own crowd and neither requires thinking. Skip both, look at the receipts, and argue with the claim.',
  faqs: [
    {
      question: 'What does virtue signalling mean?',
      answer:
        'Publicly expressing opinions or taking visible actions mainly to show that you hold good values, rather than to achieve anything. The term draws on signalling theory, where cheap signals are less credible than costly ones, and became popular around 2015.',
    },
    {
      question: 'Is calling something virtue signalling a fallacy?',
      answer:
        'Often, yes, in effect. It attributes a motive to the speaker and uses that to dismiss their point, which is closely related to the ad hominem. Whether someone is seeking approval has no bearing on whether their claim is true. The label is only useful when it is backed by evidence of a gap between words and actions, and even then the argument still needs answering.',
    },
    {
      question: 'Is virtue signalling only done by one political side?',
      answer:
        'No. Any group with shared values has cheap ways of displaying loyalty to them, whether that is a cause, a country, a religion or a team. The accusation is also used across the spectrum.',
    },
    {
      question: 'How is virtue signalling related to moral grandstanding?',
      answer:
        'Moral grandstanding, a term analysed by philosophers Justin Tosi and Brandon Warmke, is using moral talk to promote oneself. It overlaps heavily with virtue signalling and includes behaviours like piling on, ramping up outrage and inventing moral problems.',
    },
  ],
  keywords: [
    'virtue signalling',
    'moral grandstanding',
    'signalling theory',
    'costly signalling',
    'performative activism',
    'ad hominem',
    'greenwashing',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-12-22',
  metaDescription:
    'Virtue signalling explained: cheap versus costly signals, moral grandstanding, and why the accusation itself is often a lazy, ad hominem-style dodge.',
};

export default technique;
