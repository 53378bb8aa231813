import type { Technique } from '../schema';

const technique: Technique = {
  id: 'appeals-to-fear',
  name: 'Appeals to Fear',
  description:
    'Persuading people by making a threat feel big, close and personal, then offering one convenient way out.',
  example:
    '"Every night you go without our smart doorbell is a night you are practically inviting burglars in."',
  tagline:
    'Nothing switches off the thinking part of the brain quite like a well-lit worst-case scenario. Marketers know it. Politicians know it. Now you do too.',
  quote: {
    text: 'Frighten a man first and he will thank you for the exit, even if you built the fire.',
    attribution: 'The Sophist',
  },
  meaning: [
    "An appeal to fear (the Latin-minded call it argumentum ad metum; the Rhetoric Analysis game labels it Appeal to Fear) tries to win agreement by making you afraid of what happens if you disagree. The structure is simple: a danger is described, usually vividly; the danger is presented as likely, near and aimed at you; and then a single action, conveniently the one the speaker wants, is offered as the way to make the bad feeling stop.",
    "Let me be annoyingly fair for a moment. Fear is not a fallacy. Fear is information. If the bridge is cracked, a sign saying \"Bridge cracked, you will fall into the river\" is an appeal to fear and also excellent advice. Warnings on cigarette packets, seat-belt campaigns and flood warnings all use fear, and they should, because the danger is real and the recommended action actually reduces it.",
    "The appeal turns manipulative when the fear does work that evidence should be doing. That happens in three familiar ways: the threat is exaggerated or invented; the threat is real but the proposed action does little or nothing about it; or the fear is used to rush you past the question of alternatives. Close cousin: the appeal to force (argumentum ad baculum), where the thing you should be afraid of is the speaker. \"Agree with my budget or the team loses its parking spaces\" is not an argument about the budget.",
  ],
  mechanics: [
    "Fear is fast. Your brain treats possible threats as urgent, and urgency crowds out slow, careful comparison. Decades of psychology on negativity bias point the same way: bad news, losses and threats grab more attention and weigh more heavily than equivalent good news. A message that makes you feel threatened gets read first and remembered longer, which is why so many subject lines start with \"Warning\".",
    "Vividness does the rest. Tversky and Kahneman described the availability heuristic in 1973: we judge how likely something is by how easily examples come to mind. A single detailed story about a break-in, a shark or a rare side effect is far easier to picture than a dull statistic, so it feels far more probable than it is. Fear merchants rarely give you base rates. They give you one terrible night, told in the second person.",
    "Research on fear appeals in health communication adds a useful twist. Kim Witte's Extended Parallel Process Model (1992) suggests that frightening messages change behaviour mainly when people also believe there is an effective action they can take. Pile on the threat without a credible remedy and people stop managing the danger and start managing the feeling: they deny, avoid or mock the message. That is exactly why manipulative fear appeals usually arrive with a handy solution attached. The fear opens the door, and the product, policy or leader walks through it.",
    "Finally, fear narrows the menu. A frightened audience is more willing to accept a false choice (\"our plan or disaster\") and less willing to ask whether there is a third, cheaper, less dramatic option. Time pressure (\"act now\", \"before it's too late\") is the usual accomplice, because the last thing a fear appeal wants is for you to sleep on it.",
  ],
  examples: [
    {
      title: 'The home security advert',
      text: 'A video shows a shadowy figure trying door handles on a quiet street at 3 a.m. A calm voice asks, "Would you even know?" Then the price appears, with a countdown timer.',
      analysis:
        'No numbers on burglary rates in your area, no comparison with a cheaper lock, just a scene built to be easy to imagine. The countdown makes sure the fear is still warm when you reach the checkout.',
    },
    {
      title: 'The office reorganisation',
      text: 'A manager announces: "If we don\'t adopt this new software by Friday, we will fall behind the competition and some of us won\'t be here next year."',
      analysis:
        'Job loss is a real and powerful fear, and it is being used to skip the actual question: is this software better than the alternatives? Ask what evidence links Friday to redundancies, and the deadline often turns out to be softer than announced.',
    },
    {
      title: 'The town council flyer',
      text: 'Before a vote on a new bus route, one flyer says the route will "flood our streets with strangers," while another says rejecting it will "strand our elderly neighbours at home to die alone."',
      analysis:
        'Both sides of this invented council are selling fear rather than figures. Neither tells you how many riders are expected or how many residents currently lack transport. When both camps are screaming catastrophe, the truth is usually sitting quietly in a spreadsheet.',
    },
    {
      title: 'The legitimate warning',
      text: 'A sign at a beach reads: "Strong rip currents today. Swimmers have drowned here. Swim only between the flags."',
      analysis:
        'This is an appeal to fear and it is completely fine. The danger is real, proportionate and specific, and the recommended action actually addresses it. Use this as your benchmark for the others.',
    },
  ],
  counterTips: [
    'Name the feeling before you act on it: "I am scared right now, and that is exactly when I make bad purchases."',
    'Ask for the base rate. How often does this actually happen, to people like me, in places like mine?',
    'Check the bridge between threat and remedy. Even if the danger is real, does this particular action reduce it, and by how much?',
    'Look for the missing third option. Fear appeals love a two-item menu; there is almost always a cheaper, slower or less dramatic choice.',
    'Distrust deadlines that arrive with the fear. Real dangers rarely expire at midnight on a Sunday along with a discount code.',
    'Notice who benefits if you panic. It does not make them wrong, but it tells you whose homework to check first.',
  ],
  proTip:
    'When something makes your heart rate go up, make your decision speed go down. Sleep on it. Real dangers will still be real tomorrow; manufactured ones tend to evaporate, or go on sale.',
  faqs: [
    {
      question: 'Is every appeal to fear a fallacy?',
      answer:
        'No. Fear is a reasonable response to genuine danger, and warning people about real risks is responsible. It becomes fallacious or manipulative when the threat is exaggerated, when the proposed action does not address it, or when fear is used to shut down comparison with alternatives.',
    },
    {
      question: 'What is the difference between an appeal to fear and an appeal to force?',
      answer:
        'An appeal to fear points at a danger out in the world. An appeal to force (ad baculum) makes the speaker, or someone on their side, the source of the danger: agree or suffer consequences. Both replace reasons with pressure, but the appeal to force is a threat rather than a warning.',
    },
    {
      question: 'Why do fear appeals work even on smart people?',
      answer:
        'Because intelligence does not switch off the threat response. Vivid stories make rare events feel common (the availability heuristic), losses and threats weigh more than gains, and urgency leaves less time for careful thinking. Knowing the mechanism helps, mostly by reminding you to slow down.',
    },
    {
      question: 'How do I respond to someone using fear on me in an argument?',
      answer:
        'Acknowledge the concern, then ask for specifics: how likely, how bad, and how much does the proposal actually help compared with other options? Calmly moving from feelings to numbers takes the air out of an exaggerated threat without dismissing a real one.',
    },
  ],
  keywords: [
    'appeal to fear',
    'argumentum ad metum',
    'fear mongering',
    'availability heuristic',
    'fear appeals psychology',
    'scare tactics',
    'persuasion techniques',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'How appeals to fear work, why vivid threats beat statistics, when a warning is legitimate, and how to stop panic from making your decisions.',
};

export default technique;
