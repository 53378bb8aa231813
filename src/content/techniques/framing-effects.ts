import type { Technique } from '../schema';

const technique: Technique = {
  id: 'framing-effects',
  name: 'Framing Effects',
  description:
    'Changing people\'s choices by changing how the same facts are described, without changing the facts at all.',
  example:
    'A yoghurt labelled "90% fat free" sounds healthier than the identical yoghurt labelled "contains 10% fat", though the pots hold exactly the same thing.',
  tagline:
    'Same facts, different picture frame, completely different painting. Your brain is a very expensive device for being fooled by wording.',
  quote: {
    text: 'I never lie. I simply choose which half of the truth gets to stand in the good light.',
    attribution: 'Every press officer, ever',
  },
  meaning: [
    "A framing effect happens when people make different choices depending on how logically equivalent information is presented. \"Ninety per cent survive\" and \"ten per cent die\" describe exactly the same situation. A perfectly rational decision-maker would treat them identically. Human beings, including doctors, judges and people who have read this page, reliably do not.",
    "It helps to separate two kinds of framing. Equivalence framing (the strict, laboratory kind) presents the same numbers as gains or losses: lean versus fat, lives saved versus lives lost. Emphasis framing (the kind you meet in the news) chooses which aspects of an issue to put in the spotlight: is a new factory a story about jobs, about pollution or about traffic? Both shape judgement, and both can be used honestly or manipulatively.",
    "Here is the uncomfortable part: there is no frame-free way to describe anything. Every sentence picks some words over others, some facts first, some comparisons rather than others. So framing is not a fallacy in itself. It becomes a manipulation technique when someone chooses the frame specifically to steer you while hiding that other, equally accurate frames exist. The defence is not to find the one true frame; it is to look at the same facts through more than one.",
  ],
  mechanics: [
    "The classic demonstration is Amos Tversky and Daniel Kahneman's \"Asian disease problem\", published in 1981. Participants were told that an unusual disease was expected to kill 600 people and asked to choose between two programmes. In one version the options were framed as gains: Programme A will save 200 people; Programme B has a one-third chance of saving all 600 and a two-thirds chance of saving nobody. Most people (72 per cent) chose the sure thing, A.",
    "Another group got the same options framed as losses: with Programme C, 400 people will die; with Programme D, there is a one-third chance that nobody will die and a two-thirds chance that all 600 will die. A and C are identical, as are B and D. Yet now most people (78 per cent) chose the gamble, D. Describe outcomes as gains and people tend to avoid risk; describe the same outcomes as losses and they tend to seek it. This pattern is a central piece of Kahneman and Tversky's prospect theory.",
    "Underneath it, Tversky and Kahneman argued, sit two things: we judge outcomes as gains or losses from a reference point (here, the 600 at risk), and each further life saved or lost counts for a little less than the one before. So a sure gain looks better than a gamble on a bigger one, and a sure loss looks worse than a gamble on avoiding it. Loss aversion, the finding that losses loom larger than equal gains, belongs to the same theory but is not what reverses this choice. Nor does it make every loss frame a winner: studies that compare \"you will lose 50 pounds if you don't switch\" with \"you will save 50 pounds if you switch\" find differences that are small and inconsistent (O'Keefe and Jensen reviewed dozens of them). Attribute framing works on a simpler level. In a 1988 study by Irwin Levin and Gary Gaeth, people rated ground beef more favourably when it was labelled 75 per cent lean than when it was labelled 25 per cent fat, and the difference was largest before they tasted it. A 1982 study by Barbara McNeil and colleagues found that preferences between surgery and radiation therapy shifted depending on whether outcomes were described in terms of survival or mortality, and physicians were affected too.",
    "Framing works because we rarely see all the frames at once. We take the description in front of us as the natural way to see the situation, and we do not automatically translate it into the alternative. The effect is not a sign of stupidity. It is a by-product of a mind that has to decide quickly using the information as presented.",
  ],
  examples: [
    {
      title: 'The medical consultation',
      text: 'One clinic tells patients a procedure has a "95 per cent success rate." Another says "one in twenty procedures fails." Same procedure, same statistics.',
      analysis:
        'Patients told about success are more likely to say yes. Neither description is false, which is why a good clinician may give both. If you only hear one, ask for the other.',
    },
    {
      title: 'The subscription renewal',
      text: 'An email says: "Don\'t lose your 500 saved photos and your member discount," rather than "Renew to keep using our service."',
      analysis:
        'A loss frame: you are asked to avoid losing things rather than to buy something. It is meant to feel more urgent, though studies of loss-framed appeals find the push small and unreliable. Either way, the decision is exactly the same.',
    },
    {
      title: 'The local news story',
      text: 'Two outlets cover a new warehouse. One leads with "300 new jobs for the county." The other leads with "Residents fear 24-hour lorry traffic."',
      analysis:
        'Emphasis framing. Both facts may be true, and each headline tells readers what the story is about. Read both and you get the actual trade-off; read one and you get a verdict.',
    },
    {
      title: 'The workplace report',
      text: 'A manager reports that customer complaints are "down 50 per cent this quarter." There were four complaints last quarter and two this quarter.',
      analysis:
        'Relative numbers are a favourite frame because they make small changes sound dramatic. Always ask for the absolute numbers behind a percentage.',
    },
  ],
  counterTips: [
    'Reframe it yourself. Turn "90 per cent survive" into "10 per cent die" and see if your decision still feels the same.',
    'Ask for absolute numbers whenever you are given a percentage change.',
    'When you read one headline, look for how a different outlet framed the same story.',
    'Notice gain versus loss language, especially in sales and renewals: "don\'t miss out" and "don\'t lose" are frames.',
    'Ask what the frame leaves out. Every spotlight creates a shadow.',
  ],
  proTip:
    'You cannot escape frames, but you can collect them. Before any important decision, describe the choice to yourself at least two ways. If your answer flips, you have learned that the wording was making the decision, not you.',
  faqs: [
    {
      question: 'What is the Asian disease problem?',
      answer:
        'A 1981 experiment by Tversky and Kahneman. People chose between programmes to deal with a disease expected to kill 600 people. When outcomes were described as lives saved, most chose the certain option; when the identical outcomes were described as deaths, most chose the risky one. It is the standard demonstration of the framing effect.',
    },
    {
      question: 'Is framing the same as lying?',
      answer:
        'No. Framing uses true information; it just chooses how to present it. That is what makes it powerful and hard to call out. It becomes manipulative when the presenter deliberately selects a frame to steer you and hides the equally accurate alternatives.',
    },
    {
      question: 'Why do losses feel worse than equivalent gains?',
      answer:
        'This is loss aversion, a key idea in prospect theory. People tend to weigh a loss more heavily than a gain of the same size, so a choice described in terms of what you might lose feels more urgent than the same choice described in terms of what you might gain.',
    },
    {
      question: 'How can I avoid being influenced by framing?',
      answer:
        'You cannot avoid it completely, but you can reduce it. Restate the information in the opposite frame, ask for absolute numbers, and compare how different sources describe the same facts before deciding.',
    },
  ],
  keywords: [
    'framing effect',
    'Asian disease problem',
    'Tversky and Kahneman',
    'prospect theory',
    'loss aversion',
    'attribute framing',
    'media framing',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'How framing effects change choices without changing facts: the Asian disease problem, loss aversion, attribute framing and how to reframe things yourself.',
};

export default technique;
