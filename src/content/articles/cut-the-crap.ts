import type { Article } from '../schema';

const article: Article = {
  id: 'cut-the-crap',
  family: 'corner',
  path: '/cut-the-crap',
  title: 'The Cut the Crap Method',
  subtitle:
    'Five steps for stripping any claim down to what it actually says and what actually backs it. Bring a knife; leave the adjectives.',
  description:
    'A five-step method for cutting any claim down to what it asserts and what backs it, with worked examples on ads, headlines and office memos.',
  keywords: [
    'Cut the Crap method',
    'BS detection',
    'evaluating claims',
    'critical thinking steps',
    'evidence',
    'studies show',
  ],
  back: { to: '/tactical-hemorrhoid-corner', label: 'Back to the Corner' },
  closingAction: { to: '/cut-the-crap-2', label: 'Upgrade to Cut the Crap 2.0', forward: true },
  blocks: [
    {
      type: 'p',
      text: "Most claims you meet in a day arrive wrapped like a present from a relative who owns a label maker: ribbons, tissue paper, three layers of tape, and inside, quite often, a single sock. The Cut the Crap Method is how you get to the sock quickly. It has five steps. None of them requires a degree, a subscription or a suspicious personality. Each one comes with a worked example, because a method you cannot use on a Tuesday afternoon is just a poster.",
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'Restate the claim in one plain sentence.',
        'Strip the adjectives and the emotion.',
        'Ask for the evidence.',
        'Check who benefits.',
        'Decide what would change your mind.',
      ],
    },
    { type: 'h2', text: 'Step 1: Restate the claim in one plain sentence' },
    {
      type: 'p',
      text: "You cannot evaluate a claim you cannot state. So before anything else, write down what is being asserted, in one sentence, in words a twelve-year-old would understand. If you cannot do it, that is already a finding: either the claim is genuinely complicated, or it has been written so that it says nothing you could ever hold anyone to. The second happens far more often than the first.",
    },
    {
      type: 'worked',
      claim:
        "Company memo: \"As part of our ongoing commitment to empowering our people and unlocking organisational agility, we are excited to transition to a streamlined, hybrid-forward presence model, with Monday to Thursday as collaboration anchor days, effective next week.\"",
      steps: [
        {
          label: 'Find the verbs',
          text: 'Transition, effective next week. Something is changing, soon, and it is not optional.',
        },
        {
          label: 'Find the facts',
          text: 'Monday to Thursday are "collaboration anchor days". Everything else in the sentence is decoration.',
        },
        {
          label: 'One plain sentence',
          text: 'From next week, you have to be in the office four days a week.',
        },
      ],
      verdict:
        'Thirty-six words became fourteen. The policy may be good or bad; you can now actually discuss it, which is precisely what the first version was designed to make difficult.',
    },
    { type: 'h2', text: 'Step 2: Strip the adjectives and the emotion' },
    {
      type: 'p',
      text: "Adjectives and adverbs are where claims go to put on weight. \"Revolutionary\", \"shocking\", \"clinically proven\", \"up to\", \"experts agree\": each one makes the claim feel bigger without adding a single checkable fact. Cross them out and see what survives. Do the same with emotional framing. Fear, flattery and urgency are not claims; they are the music playing while the claim walks in.",
    },
    {
      type: 'worked',
      claim:
        "Supplement ad: \"NeuroPeak Gold, the revolutionary, doctor-formulated brain formula that unlocks your hidden potential. Clinically proven to boost focus by up to 300%! Don't let your competitors get there first.\"",
      steps: [
        {
          label: 'Cross out',
          text: 'Revolutionary, hidden potential, unlocks, and the fear of competitors. None of them can be checked, so none of them counts.',
        },
        {
          label: 'Look hard at the weasel words',
          text: '"Doctor-formulated" means a doctor was involved, not that the formula works. "Up to 300%" means the best single result, on some measure, was 300%; the typical result could be nothing. "Clinically proven" tells you a trial happened, not how big, how well designed, or who paid for it.',
        },
        {
          label: 'What survives',
          text: 'A pill that its makers say improved some measure of focus in at least one study.',
        },
      ],
      verdict:
        'That is a much smaller claim than the ad, and it is the only one worth checking. Everything else was packaging.',
    },
    { type: 'h2', text: 'Step 3: Ask for the evidence' },
    {
      type: 'p',
      text: "Now you have a bare claim, ask what backs it. Not \"is there evidence?\", because there is always something, but: what exactly, how much, and of what kind. A single study is not \"studies\". An association is not a cause. An expert's opinion is a reason to look, not a reason to stop looking. And the amount of evidence you should ask for grows with the size of the claim: extraordinary promises need more than a testimonial from someone called Dave.",
    },
    {
      type: 'worked',
      claim:
        "Headline: \"Studies show coffee drinkers live longer. Three cups a day could add years to your life.\"",
      steps: [
        {
          label: 'What kind of study?',
          text: 'Read past the headline: large observational studies that followed people for years and found that moderate coffee drinkers died at slightly lower rates. No one was randomly assigned to drink coffee.',
        },
        {
          label: 'Association or cause?',
          text: 'Observational data shows a link, not a cause. People who drink coffee may differ in other ways: income, health, habits. Some people who are seriously ill cut down on coffee, which would make coffee drinkers look healthier all by itself.',
        },
        {
          label: 'How big?',
          text: '"Could add years" is the headline writer talking. The study reports a modest difference in risk, averaged over a population, not years gained by any given person.',
        },
      ],
      verdict:
        'Fair summary: in observational data, moderate coffee drinking is associated with slightly lower death rates, and it is probably not harmful for most people. A reason not to worry about your coffee; not a reason to start drinking three cups if you hate the stuff.',
    },
    { type: 'h2', text: 'Step 4: Check who benefits' },
    {
      type: 'p',
      text: "Ask who gains if you believe the claim: money, votes, attention, or simply the pleasure of being right. This is a prompt to check harder, not a refutation. Dismissing a claim only because of who made it is its own mistake, a version of the ad hominem, and interested parties are sometimes telling the truth. But when the person making the claim profits from your believing it, independent confirmation stops being optional.",
    },
    {
      type: 'worked',
      claim:
        "Newsletter from a local mortgage broker: \"Experts agree: this spring is the best time in a decade to buy a home. Waiting is the most expensive decision you'll ever make.\"",
      steps: [
        {
          label: 'Who gains?',
          text: 'The broker earns a fee on every mortgage, whatever the market does next. Any season is, from his side of the desk, a good season to buy.',
        },
        {
          label: 'Which experts?',
          text: 'None are named. "Experts agree" with no names is an appeal to an authority who cannot be questioned.',
        },
        {
          label: 'Independent check',
          text: 'Look at sources with nothing to sell: official house price and interest rate data, and a comparison of renting against buying for your own numbers and your own plans.',
        },
      ],
      verdict:
        'The claim might even be true this spring. But the source would say it every spring, so its saying it tells you almost nothing. Decide from independent numbers and your own situation.',
    },
    { type: 'h2', text: 'Step 5: Decide what would change your mind' },
    {
      type: 'p',
      text: "The last step is the one that separates thinking from arguing. Before you settle on a verdict, say what evidence would make you change it. If the answer is \"nothing\", you have not reached a conclusion, you have adopted a pet. This step is most useful on claims you already agree with, because those are the ones that skip the first four steps entirely.",
    },
    {
      type: 'worked',
      claim:
        "Neighbour, approvingly, at the residents' meeting: \"The new speed bumps on Elm Street have made the whole neighbourhood safer.\"",
      steps: [
        {
          label: 'What I believe',
          text: 'I like the speed bumps. My first instinct is to agree.',
        },
        {
          label: 'What would change my mind',
          text: 'Data showing average speeds on Elm Street did not fall. Or collisions on nearby side streets rising because drivers now avoid Elm Street altogether, which would mean the danger moved rather than shrank.',
        },
        {
          label: 'Go and look',
          text: 'The council publishes before-and-after speed counts. Speeds on Elm fell; traffic on Birch Lane rose by a third.',
        },
      ],
      verdict:
        'Elm Street is safer; "the whole neighbourhood" is not yet shown. The honest position is narrower than the one I started with, and I only found that out because I said in advance what would count against it.',
    },
    { type: 'h2', text: 'All five at once' },
    {
      type: 'p',
      text: "In practice the steps take a minute or two, and they run together. Here is the full method on one claim.",
    },
    {
      type: 'worked',
      claim:
        "Email from HR: \"Our new wellness app has been proven to reduce stress by 40%. Participation is voluntary, but strongly encouraged as part of your annual review.\"",
      steps: [
        {
          label: '1. Restate',
          text: 'Use this app; your review may note whether you did.',
        },
        {
          label: '2. Strip',
          text: '"Proven" and "40%" are doing heavy lifting. "Voluntary but encouraged as part of your review" is a contradiction with a smile on.',
        },
        {
          label: '3. Evidence',
          text: 'Proven by whom? Ask for the study. If it is the app maker\'s own survey of users who chose to keep using it, that is not much evidence at all.',
        },
        {
          label: '4. Who benefits',
          text: 'The vendor sells licences; HR gets to report high participation. Neither fact makes the app useless, but both mean you should ask for independent evidence.',
        },
        {
          label: '5. What would change my mind',
          text: 'An independent trial showing real reductions in stress, and written confirmation that reviews will not reflect participation.',
        },
      ],
      verdict:
        'Ask two polite questions in writing: where does the 40% come from, and is participation really voluntary? The answers will tell you more than the email did.',
    },
    { type: 'h2', text: 'Three ways to misuse the method' },
    {
      type: 'list',
      items: [
        'Cynicism is not scepticism. "Everyone lies, so I believe nothing" is as lazy as believing everything. The method ends in a verdict, not a shrug.',
        'Who benefits is a reason to check, never a refutation on its own. Self-interested people are sometimes right.',
        'Proportion matters. A friend recommending a sandwich does not need a literature review. Save the full treatment for claims that cost money, health or trust.',
      ],
    },
    {
      type: 'quote',
      text: "Every claim deserves a hearing. Very few deserve the wrapping paper.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "Once this feels natural, there is a second level. The method above looks at the claim. Cut the Crap 2.0 adds the uncomfortable bit: looking at yourself, because the quickest way to get fooled is to be so busy checking other people's reasoning that you never notice your own pulse rate.",
    },
  ],
};

export default article;
