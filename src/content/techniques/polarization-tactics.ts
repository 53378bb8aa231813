import type { Technique } from '../schema';

const technique: Technique = {
  id: 'polarization-tactics',
  name: 'Polarisation Tactics',
  description:
    'Splitting an audience into "us" and "them" so that every question becomes a loyalty test instead of a question.',
  example:
    '"Real residents of this town support the new stadium; the only people against it are outsiders and troublemakers."',
  tagline:
    'Why persuade a room when you can just divide it? Half the work, twice the shouting, and nobody reads the proposal.',
  quote: {
    text: 'Give people a side and they will stop asking whether the side is right. They will only ask whether you are on it.',
    attribution: 'The Sophist',
  },
  meaning: [
    "Polarisation tactics are ways of framing a disagreement so that it lines up with group identity. Instead of \"what should we do about the bus route?\", the question becomes \"are you one of us or one of them?\" Once that switch is made, positions stop being judged on their merits and start being judged by who holds them, and the middle ground quietly disappears.",
    "The toolkit is familiar. Label the other side with a single unflattering name. Describe them by their most extreme members. Present every issue as a two-option choice (which is the false dilemma fallacy wearing a uniform). Treat compromise as betrayal and doubt as defection. Insist that \"they\" are not merely mistaken but dangerous, stupid or malicious. Add a generous helping of \"people like us\" and serve hot.",
    "A note on fairness, since this topic tempts everyone. Polarisation tactics are not the property of any party, country or cause. Every side of every argument has people who use them, and the tactic works precisely because each side can see it clearly in the other and hardly at all in itself. Also, not every sharp disagreement is manufactured: sometimes two positions really are incompatible. The tactic is the deliberate inflation of differences and the collapsing of many views into two camps.",
  ],
  mechanics: [
    "Human beings sort themselves into groups with astonishing ease. In the 1970s Henri Tajfel's minimal group experiments assigned people to groups on trivial grounds, for example on which of two painters they supposedly preferred, and found that people still tended to favour their own group when handing out rewards. Social identity theory, developed by Tajfel and John Turner, explains this: part of how we see ourselves comes from the groups we belong to, so we are motivated to see those groups as good and different.",
    "Once groups exist, we see them unequally. The out-group homogeneity effect describes our tendency to see members of other groups as all alike (\"they're all the same\") while seeing our own group as varied and nuanced. Polarising speech exploits this by presenting the loudest or most extreme member of the other side as typical. Research on perceived polarisation also suggests that people tend to overestimate how extreme the other side's views are, which makes the caricature easier to believe.",
    "Group discussion can then push everyone further out. Social psychologists call this group polarisation: when like-minded people discuss an issue together, their average view often becomes more extreme than where they started. Echo chambers, partisan media diets and group chats where everyone agrees are efficient machines for it.",
    "Finally, identity raises the stakes of changing your mind. If a belief is a badge, abandoning it feels like abandoning your people. That is why facts alone often fail in a polarised argument: the listener is not only weighing evidence but also calculating the social cost of agreeing with the enemy.",
  ],
  examples: [
    {
      title: 'The council stadium vote',
      text: 'Supporters of a new stadium call opponents "the anti-fun brigade." Opponents call supporters "developers\' puppets." Nobody mentions the traffic study.',
      analysis:
        'Both labels turn a question about costs, noise and jobs into a question about what kind of person you are. Most residents probably have mixed feelings, and the labels leave nowhere for them to stand.',
    },
    {
      title: 'The product launch',
      text: 'A phone maker\'s advert shows its users as creative and free, and users of the rival brand as grey, joyless office drones.',
      analysis:
        'Marketing has long invited people to make brands part of their identity. Once a phone is a tribe, criticism of the phone feels like an insult to you, and switching brands feels like defection.',
    },
    {
      title: 'The workplace split',
      text: 'During a reorganisation, a manager says, "There are two kinds of people here: those who embrace change and those who want to hold us back."',
      analysis:
        'A false dilemma with an identity attached. Someone with a specific, reasonable concern about the plan is now forced to choose between silence and being labelled an obstacle.',
    },
    {
      title: 'The comment section',
      text: 'A news story about a school budget gets hundreds of comments, most of which are about what "people like them" always do rather than the budget.',
      analysis:
        'The topic has been swallowed by the teams. Notice how quickly specific questions (how much, for what, with what result) are replaced by character judgements about millions of strangers.',
    },
  ],
  counterTips: [
    'When you hear a group label, ask for the specific claim underneath it and discuss that instead.',
    'Ask "how many options are there really?" Most real issues have more than two positions.',
    'Picture the most reasonable person on the other side, not the loudest. Argue with that person.',
    'Watch for words that describe character (stupid, evil, traitor) where words about policy should be.',
    'Notice when agreeing with a fact would feel like betraying your side. That feeling is the tactic working.',
    'Find one point where you agree with the other side. It lowers the temperature and usually surprises everyone.',
  ],
  proTip:
    'If every question in an argument can be answered by knowing which team someone is on, you are not in a debate any more. You are in a football match, and somebody is selling the shirts.',
  faqs: [
    {
      question: 'What are polarisation tactics?',
      answer:
        'Techniques that frame a disagreement as a contest between two opposed groups, so that people judge claims by who makes them. Common tools include labelling, caricaturing the other side by its extremes, false dilemmas and treating compromise as betrayal.',
    },
    {
      question: 'Is polarisation always manufactured?',
      answer:
        'No. Some disagreements are deep and real. The tactic is the deliberate exaggeration of division: collapsing a range of views into two camps, presenting the other side by its most extreme members and turning factual questions into tests of loyalty.',
    },
    {
      question: 'Why is it so hard to change minds in a polarised argument?',
      answer:
        'Because beliefs tied to group identity carry a social cost. Changing your mind can feel like leaving your group, so people weigh loyalty as well as evidence. Lowering the identity stakes, for example by discussing specifics and acknowledging shared goals, tends to help more than adding facts.',
    },
  ],
  keywords: [
    'polarisation tactics',
    'us vs them',
    'social identity theory',
    'group polarisation',
    'false dilemma',
    'out-group homogeneity',
    'divide and rule',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'How polarisation tactics turn questions into loyalty tests: us-versus-them framing, group identity, caricature and false dilemmas, plus how to step out.',
};

export default technique;
