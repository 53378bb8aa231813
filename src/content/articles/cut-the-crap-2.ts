import type { Article } from '../schema';

const article: Article = {
  id: 'cut-the-crap-2',
  family: 'corner',
  path: '/cut-the-crap-2',
  title: 'Cut the Crap 2.0',
  subtitle:
    'The enhanced framework: four steps that check your own reaction first, then the claim, then the best case against your first instinct.',
  description:
    'A four-step framework for judging claims with emotional intelligence and balanced analysis: notice, separate, steelman and test, decide proportionally.',
  keywords: [
    'Cut the Crap 2.0',
    'critical thinking framework',
    'emotional intelligence',
    'steelman',
    'balanced analysis',
    'decision making',
  ],
  back: { to: '/tactical-hemorrhoid-corner', label: 'Back to the Corner' },
  closingAction: { to: '/tactical-hemorrhoid-corner', label: 'Back to the Tactical Hemorrhoid Corner' },
  blocks: [
    {
      type: 'p',
      text: "The original Cut the Crap Method points the knife at the claim. It works. It also has a blind spot the size of a person, specifically the person holding the knife. You can restate, strip and fact-check with great skill and still get fooled, because you ran the whole method at a claim you had already decided to love or hate in the first half-second. Version 2.0 fixes that. It has four steps, and the first one is about you.",
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'Notice your own reaction.',
        'Separate the claim from the packaging.',
        'Steelman and test.',
        'Decide proportionally.',
      ],
    },
    {
      type: 'p',
      text: "Two ideas run through all four steps. Emotional intelligence: your feelings are real, often useful, and reliably about you rather than about the evidence. Balanced analysis: a claim deserves its best version and a fair test before it gets your verdict, whichever side it comes from.",
    },
    { type: 'h2', text: 'Step 1: Notice your own reaction' },
    {
      type: 'p',
      text: "Before you evaluate anything, check your pulse. Are you delighted, furious, smug, frightened? None of those is wrong, and none of them is evidence. A strong reaction tells you something true about what you care about, and nothing at all about whether the claim is accurate. Notice, too, what the feeling wants you to do, because it nearly always wants something quickly: share, reply, sign, buy. Name the feeling, note the urge, and then hold it for a moment. You are not suppressing it. You are just not letting it drive.",
    },
    {
      type: 'worked',
      claim:
        "Parents' group chat: \"The school is CUTTING the music programme to pay for new football stands!! Unbelievable. Sign the petition and share!\"",
      steps: [
        {
          label: 'What I felt',
          text: 'Instant fury. I played in the school band, my daughter plays the violin, and I have opinions about football stands.',
        },
        {
          label: 'What the feeling tells me',
          text: 'That I care about music education. True, and useful to know. It tells me nothing about whether the two decisions are connected.',
        },
        {
          label: 'What it wants me to do',
          text: 'Sign and share within the next thirty seconds. Noted, and declined for now.',
        },
        {
          label: 'With the pulse down',
          text: 'The budget papers show two separate decisions. The stands are paid for by a donation from the parents\' sports association that can only be spent on facilities. Music lessons are being cut from three to two a week because of a hiring freeze.',
        },
      ],
      verdict:
        'The music cut is real and worth fighting. The villain was wrong. Had I shared the first version, I would have spent my energy attacking a donation that could never have paid a music teacher.',
    },
    { type: 'h2', text: 'Step 2: Separate the claim from the packaging' },
    {
      type: 'p',
      text: "Every claim comes in packaging: the tone, the branding, the buzzwords, the messenger's reputation, the font. Packaging is designed to do your evaluating for you. A clean logo and a confident voice feel like quality; a typo and an angry tone feel like nonsense. Neither is a test of truth. Write down what is actually being asserted, then list the packaging separately, and judge them on their own. This is the first method's restate-and-strip steps, done with the knowledge from Step 1 that the packaging was probably aimed at exactly the feeling you just noticed.",
    },
    {
      type: 'worked',
      claim:
        "Product launch: \"Meet Brisl, the world's first AI-powered toothbrush. Trusted by dentists. 40% smarter brushing. Join the oral-care revolution.\"",
      steps: [
        {
          label: 'Packaging',
          text: '"World\'s first", "AI-powered", "revolution", a sleek white product shot, and "40% smarter", which is not a unit of anything.',
        },
        {
          label: 'The claim inside',
          text: 'A toothbrush with motion sensors and an app that tells you how long you brushed and which areas you missed.',
        },
        {
          label: 'The testable part',
          text: '"Trusted by dentists": how many, asked what, and were they paid? Does app feedback improve anything compared with a two-minute timer and decent technique?',
        },
      ],
      verdict:
        'Possibly a useful gadget for someone who rushes their brushing. Not a revolution. Judge it as a toothbrush with a timer and a coverage map, at whatever price that is worth to you.',
    },
    { type: 'h2', text: 'Step 3: Steelman and test' },
    {
      type: 'p',
      text: "This is where balanced analysis earns its name. Before you test a claim, build the strongest version of it: the version its smartest supporter would make, not the one its loudest supporter posted. This is called steelmanning, the opposite of the straw man. Then test that version against the best evidence you can find. It is most valuable on claims your first instinct dismissed, which is exactly why it is uncomfortable. If the strong version fails the test, you can reject the claim with a clear conscience. If it passes, you have just avoided being confidently wrong.",
    },
    {
      type: 'worked',
      claim:
        "Op-ed that made me roll my eyes: \"Primary schools should abolish homework.\"",
      steps: [
        {
          label: 'My first instinct',
          text: 'Soft. Children need practice and discipline. I did homework and I turned out fine, which is an anecdote and I know it.',
        },
        {
          label: 'The steelman',
          text: 'Research reviews have generally found a weak link between homework and achievement for primary-age children, and a stronger one for older pupils. Young children also need time for play, sleep and reading for pleasure, and homework loads fall hardest on families with the least time to help.',
        },
        {
          label: 'The test',
          text: 'The weak link for younger children holds up across reviews. But "abolish" covers everything, including short reading at home, which many schools keep for good reasons. The strongest version of the argument is about traditional worksheets, not about books.',
        },
      ],
      verdict:
        'The steelman beat my instinct. There is a good case for little or no traditional homework in primary school; a weaker case for banning all reading at home. My eye-roll was not an argument.',
    },
    { type: 'h2', text: 'Step 4: Decide proportionally' },
    {
      type: 'p',
      text: "A verdict is not a switch with two positions. Decide how confident to be, in proportion to the evidence, and how much checking to do, in proportion to the stakes. Three questions help. How sure am I, on a scale from \"no idea\" to \"would bet my house\"? What does it cost if I am wrong? And can I undo the decision later? Cheap, reversible choices deserve quick judgements. Expensive, permanent ones deserve patience and an independent check, even when the claim sounds perfectly plausible.",
    },
    {
      type: 'worked',
      claim:
        "Private seller of a used car: \"Never been in an accident. One careful owner. I'd stake my life on it.\"",
      steps: [
        {
          label: 'How sure am I?',
          text: 'Moderately. He seems nice, the car looks clean, and "I\'d stake my life on it" is confidence, not evidence.',
        },
        {
          label: 'Cost of being wrong',
          text: 'Several thousand pounds, plus possible safety problems I would be driving my family around in.',
        },
        {
          label: 'Can I undo it?',
          text: 'Not easily. Private sales rarely come with returns.',
        },
        {
          label: 'Proportional check',
          text: 'A vehicle history report and an independent mechanic\'s inspection cost a small fraction of the price. High stakes, cheap check: do it.',
        },
      ],
      verdict:
        'I do not need to decide whether the seller is honest. I only need to decide whether the check is worth its price, and at these stakes it obviously is. If he objects to an inspection, that is an answer too.',
    },
    { type: 'h2', text: 'The whole framework in two minutes' },
    {
      type: 'worked',
      claim:
        "Colleague in a team meeting: \"The new project tracker is a total disaster. Nobody can find anything. We should go back to spreadsheets.\"",
      steps: [
        {
          label: '1. Notice',
          text: 'I chose the new tracker, so I feel defensive. That feeling is about my pride, not about the tool.',
        },
        {
          label: '2. Separate',
          text: '"Total disaster" and "nobody" are packaging. The claim inside: people are having trouble finding tasks in the new tracker.',
        },
        {
          label: '3. Steelman and test',
          text: 'Strongest version: switching tools has a real cost, and if search is confusing the team loses hours every week. Test: I ask three people to show me what they could not find. Two of the three problems come from the same confusing filter setting.',
        },
        {
          label: '4. Decide proportionally',
          text: 'Low stakes and fully reversible. Fix the filter, share a one-page guide, and review in two weeks with the spreadsheets kept as a fallback.',
        },
      ],
      verdict:
        'My colleague was partly right and I was partly defensive. The proportional answer was neither a full retreat nor a flat denial, and nobody had to win the meeting.',
    },
    {
      type: 'callout',
      title: 'The point of the upgrade',
      text: "Version 1.0 asks whether a claim holds up. Version 2.0 also asks whether you are in a fit state to judge it, whether you have judged its best version, and how much your verdict should weigh. Same knife. Steadier hand.",
    },
    {
      type: 'quote',
      text: "The first person trying to persuade you of something is usually you. Check their credentials too.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "Practise the four steps on something small today: a headline, an ad, a confident remark at lunch. Start with the claims you instantly agree with, because those are the ones that have been sneaking past your checks for years. Then come back to the corner. There are plenty more bad arguments waiting, and now you know how to be fair to them right before you take them apart.",
    },
  ],
};

export default article;
