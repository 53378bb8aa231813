import type { FallacyLesson } from '../schema';

const lesson: FallacyLesson = {
  id: 'begging-the-question',
  pascalName: 'BeggingTheQuestion',
  name: 'Begging the Question',
  description: 'Offering premises that already assume the conclusion they are supposed to prove.',
  example: '"Our company is honest, because our company never lies."',
  tagline:
    'The argument that reaches its conclusion by starting there. Impressive, in a hamster-wheel sort of way.',
  quote: {
    text: "If your proof only convinces people who already agree with you, it isn't a proof. It's a mirror.",
    attribution: 'The Sophist',
  },
  whatIsIt: [
    "Begging the question (petitio principii, \"assuming the starting point\") is an argument whose premises already assume the conclusion they are supposed to establish. Instead of giving you independent reasons to accept the conclusion, it quietly takes the conclusion for granted somewhere along the way, often dressed in slightly different words. Circular reasoning is its most blatant form, and Circular Reasoning is the name the Fallacy Detective game gives it.",
    "The simplest version is a plain circle: \"This newsletter is trustworthy because it says it's trustworthy.\" You'd have to trust the newsletter already to accept the premise, which is supposed to prove that you can trust the newsletter. Subtler versions hide the assumption inside a loaded word: \"Unjust rules like this one should be scrapped\" assumes the rule is unjust, which was the very thing in dispute.",
    "Now the pedantic bit, which I will defend to my last breath. In everyday speech, people say \"that begs the question\" to mean \"that raises the question\": \"The price has doubled, which begs the question: who's buying it?\" That usage is common and the language will survive it, but it is not the fallacy. The fallacy is about premises that presuppose the conclusion. If nothing is being assumed and something is merely being prompted, the question is being raised, not begged.",
  ],
  howItWorks: [
    "Circular arguments are persuasive partly because they're valid. If the premise contains the conclusion, then of course the conclusion follows; it was there all along. There's no gap in the logic to point at, which makes the flaw hard to spot. The problem isn't that the reasoning is broken. It's that it goes nowhere.",
    "They're also easy to disguise. Stretch the circle over enough steps, or change the wording between premise and conclusion, and listeners stop noticing they've arrived back at the start. \"The app is the best because it's the most advanced, and it's the most advanced because nothing beats it\" sounds like two reasons. It's one claim wearing two hats.",
    "And they comfort people who already agree. To someone who accepts the conclusion, the premises look obviously true, so the argument feels solid. To anyone who doubts the conclusion, the premises are exactly as doubtful as the conclusion. That's the test: a good argument gives a doubter something they can accept first and then follow.",
  ],
  classicExample: {
    scenario:
      "A manager defending a new policy in a team meeting: \"We're moving everyone to open-plan desks because it's the most productive layout. How do I know it's the most productive? Because the most productive teams all use it. And which teams are the most productive? The ones using open plan.\"",
    analysis: [
      "The argument runs in a complete circle. Open plan is best because productive teams use it, and teams count as productive because they use open plan. Nowhere does the manager offer an independent measure of productivity, such as output, error rates or deadlines hit, that could show open plan actually helps.",
      "To break the circle, you'd need a definition of productivity that doesn't mention the layout, and then a comparison. That might show open plan works. It might show everyone wearing headphones and emailing the person three feet away. Either way, you'd have learned something, which the circular version can never offer.",
    ],
  },
  commonCases: [
    {
      title: 'The advertising slogan',
      text: "\"Brightwhite is the best toothpaste, which is why it's the number one brand.\" And why is it the number one brand? \"Because it's the best.\" Each claim is held up only by the other. The slogan loops, and the logo sits smugly in the middle of the loop.",
    },
    {
      title: 'The family argument',
      text: "\"You should listen to your elders because they know better.\" \"How do you know they know better?\" \"Because they're your elders.\" Elders often do know better, but this argument can't show it; it just repeats the claim with the lights dimmed.",
    },
    {
      title: 'The loaded question, a close cousin',
      text: "At a meeting: \"How much longer are we going to tolerate this wasteful project?\" Strictly, this is a loaded question (also called a complex question), a fallacy of presumption in its own right: instead of arguing in a circle, it builds the disputed claim into the question. It assumes the project is wasteful, which is exactly what needs arguing. Answer it on its own terms and you've conceded the point without anyone having made it.",
    },
  ],
  howToAnswer: [
    "Point out the loop plainly, without jargon: \"I think the reason and the conclusion are the same claim. What would convince someone who doesn't already agree?\" That invites a real argument instead of accusing anyone of cheating.",
    "Ask for independent support: a reason you could check without already believing the conclusion. If the newsletter is trustworthy, what's its record on corrections? If the layout is better, what do the output figures say?",
    "With loaded questions, unpack the assumption before you answer: \"Before we talk about how long, can we agree on whether it's wasteful? I'm not sure it is.\" Never answer a question that is smuggling in the very answer you're arguing against.",
  ],
  proTip:
    "Ask of any argument: would this persuade someone who doesn't already believe the conclusion? If the answer is no, the argument isn't carrying anything. It's just a very confident circle.",
  meta: {
    title: 'Begging the Question: Circular Reasoning | Sophist',
    description:
      "Begging the question explained: arguments whose premises assume their conclusion, why it doesn't mean 'raises the question', and how to break the circle.",
  },
};

export default lesson;
