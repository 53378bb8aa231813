import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'tu-quoque',
  pascalName: 'TuQuoque',
  name: 'Tu Quoque',
  description:
    'Dismissing a claim or criticism by pointing out that the person making it is guilty of the same thing: a kind of ad hominem.',
  example: '"You\'re telling me to cut down on junk food? I saw you with a doughnut this morning."',
  tagline: '"You do it too!" is an excellent point about the speaker and no point at all about the argument.',
  quote: {
    text: 'Hypocrisy makes the messenger look bad. It has never once made the message false.',
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "Tu quoque (Latin for \"you too\") is a species of ad hominem. It rejects an argument or a criticism by pointing out that the person making it doesn't live up to it. \"You say smoking is unhealthy, but you smoke.\" \"You tell me to save money, but you just bought a boat.\" The speaker's inconsistency is offered as the reason the claim is false, or as permission to ignore it.",
    "It's seductive because the hypocrisy is often real. People genuinely do preach what they don't practise. But the truth of \"smoking is unhealthy\" does not depend on who says it. A smoker warning you about cigarettes might be the best-informed witness in the room. Their failure to follow their own advice is a fact about their willpower, not about their lungs, and certainly not about yours.",
    "Near-misses: pointing out hypocrisy isn't always a fallacy. If the question is whether someone is sincere, consistent or fit to enforce a rule, their own behaviour is relevant. \"The manager who banned personal calls spends an hour a day on personal calls\" is a fair point about the manager's credibility and about whether the rule is being applied fairly. It becomes tu quoque when it's used to dismiss the rule's merits, or to excuse your own behaviour, as though two wrongs cancelled out. A close relative, whataboutism, deflects a criticism by pointing at somebody else's wrongdoing; it shares tu quoque's logic and its uselessness.",
  ],
  howItWorks: [
    "Tu quoque works because it feels like justice. Nobody enjoys being lectured by someone who does the same thing, and catching the lecturer out gives a satisfying sense of having won. It switches the topic from the behaviour under discussion to the lecturer's moral standing, and suddenly the lecturer is the one on the defensive.",
    "It's also a wonderful excuse. If the accuser is guilty too, the accused feels let off the hook: everybody does it, so it can't be that bad. But two people doing the same wrong thing makes two wrongs, not zero.",
    "It thrives in arguments between rival camps of every kind (companies, teams, parties, siblings), where each side keeps a long list of the other side's inconsistencies ready to throw. The list never runs out, which is exactly the point: as long as everyone is pointing at everyone else, nobody has to answer the original question.",
  ],
  classicExample: {
    scenario:
      "At a family dinner, a mother tells her teenage son that he's on his phone too late at night and it's wrecking his sleep. He replies: \"You were watching recipe videos until midnight yesterday. So you can't tell me anything.\"",
    analysis: [
      "He has very probably caught her out, and it's a fair thing to notice. But whether late-night scrolling is wrecking his sleep is a question about his phone, his sleep and the evidence. Her own midnight recipe habit doesn't make the claim false. If anything, it makes her an expert witness: she knows exactly how it feels the next morning.",
      "A non-fallacious version of his reply exists: \"Fair point, but then we should both have a phone rule, not just me.\" That raises the hypocrisy as a matter of fairness while accepting the underlying claim. It is also, annoyingly for his mother, a much better argument.",
    ],
  },
  commonCases: [
    {
      title: 'The expenses row',
      text: "An employee caught padding expense claims replies that the finance director once claimed for a taxi she never took. If that's true, the company has a second problem. It is not a solution to the first one.",
    },
    {
      title: 'The dinner-party climate debate',
      text: "\"You say we should fly less, but you flew to a conference last month.\" The speaker's travel habits don't change the emissions of a flight. They may make the speaker a less convincing messenger, but the message is about aeroplanes, and aeroplanes are not checking anyone's holiday photos.",
    },
    {
      title: 'The rival-camp rebuttal',
      text: "In any argument between two camps, a criticism of one side is met with \"Well, your lot did the same thing five years ago.\" Perhaps they did. Both sides can be criticised, and both criticisms can be right. Pointing across the room is not the same as answering.",
    },
  ],
  howToAnswer: [
    "If you're accused of hypocrisy, the most disarming response is to agree: \"You're right, I do it too. It's still bad for both of us.\" You lose nothing, because your argument never depended on your being perfect, and you've shown that you're arguing about the issue rather than your reputation.",
    "If you're the one tempted to say \"but you do it too\", ask which question you're trying to answer. Is it \"Is this person a hypocrite?\" or \"Is what they're saying true?\" Both are legitimate questions. Only the second is the one being discussed.",
    "In a group, move from blame to rules: \"Let's agree what the standard is, and then it applies to everyone.\" Hypocrisy is best answered with consistency, not with a scoreboard of who sinned first.",
  ],
  proTip:
    "Your critic's hypocrisy is a great reason to be annoyed with them and a terrible reason to ignore them. Be annoyed and listen. It's harder, which is usually a sign you're doing it right.",
  meta: {
    title: 'Tu Quoque: The "You Too" Fallacy | Sophist',
    description:
      "Tu quoque explained: why a critic's hypocrisy doesn't make their point false, when it is fair to raise it, and how to answer 'but you do it too'.",
  },
};

export default lesson;
