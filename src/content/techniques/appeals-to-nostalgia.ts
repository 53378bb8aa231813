import type { Technique } from '../schema';

const technique: Technique = {
  id: 'appeals-to-nostalgia',
  name: 'Appeals to Nostalgia',
  description:
    'Persuading people by invoking a warm, selectively remembered past and implying that the speaker can bring it back.',
  example:
    '"Remember when a family could live on one salary and kids played outside until dark? Vote for me and let\'s get back there."',
  tagline:
    'The past is a foreign country, and everyone selling you a ticket there has conveniently left out the dentistry.',
  quote: {
    text: 'Nobody ever campaigned on bringing back the cholera. They only ever bring back the summers.',
    attribution: 'The Sophist',
  },
  meaning: [
    "An appeal to nostalgia tries to persuade you by making you long for a better yesterday. The speaker paints a golden age (simpler, safer, friendlier, tastier), suggests something has been lost since, and presents their product, policy or leadership as the way to get it back. The argument is rarely stated outright. It lives in music choices, sepia filters, old logos and phrases like \"the way things used to be\".",
    "Nostalgia itself is innocent. It is a normal, often pleasant emotion, and remembering the good parts of your past is not a reasoning error. The trouble starts when the warm feeling is asked to stand in for evidence. \"Things were better then\" is a factual claim that can be checked, and \"therefore we should do what we did then\" is a second claim that needs its own support. Nostalgic persuasion quietly skips both checks.",
    "It is a close relative of the appeal to tradition (argumentum ad antiquitatem): the idea that something is good because it is old or because it is how things have always been done. Both can be perfectly reasonable when the old way has a real track record. Both go wrong when age and affection replace asking whether the old way actually worked, and for whom.",
  ],
  mechanics: [
    "Memory is an unreliable narrator with a generous editor. Psychologists have described a \"rosy view\": people tend to rate past events more positively in hindsight than they did at the time. Research on the fading affect bias finds that the unpleasant feelings attached to memories generally fade faster than the pleasant ones. The result is a personal archive in which the holidays were sunny, the queues were short and the boredom has been quietly deleted.",
    "There is also the reminiscence bump: adults recall a disproportionate number of memories from adolescence and early adulthood, roughly the years between ten and thirty. Those years are full of firsts, freedom and energy, so \"the good old days\" for most people are suspiciously close to \"the days when I was young\". A campaign aimed at fifty-year-olds does not need to know any history. It just needs the music from their late teens.",
    "Research by Constantine Sedikides, Tim Wildschut and colleagues suggests nostalgia often lifts mood and increases feelings of social connection and meaning. That is lovely, and it is also exactly why marketers use it: a brand wrapped in nostalgia borrows those good feelings and your sense of belonging. The message becomes \"people like us, back when we were happy\", which is very hard to argue with because it is not technically an argument.",
    "Finally, nostalgia flattens the past into a single story. The same decade can have been wonderful for one group and miserable for another, and averages hide both. When a speaker says \"back then\", ask back when exactly, and for whom, and watch how quickly the golden age develops exceptions.",
  ],
  examples: [
    {
      title: 'The soft drink relaunch',
      text: 'A brand brings back its 1980s can design, scored to a synth-pop track, with the slogan "Taste the way it used to be." The recipe is the current one.',
      analysis:
        'Nothing about the product has changed except the costume. The advert sells your memory of being fourteen, not the drink. Pleasant, harmless, and a tidy demonstration that nostalgia can be sold separately from the thing it is attached to.',
    },
    {
      title: 'The campaign speech',
      text: 'A candidate for mayor promises to "restore the high street we grew up with," showing photos of busy shops from decades ago, and proposes to ban new chain stores.',
      analysis:
        'Whether the ban would bring back the old shops is the real question, and the photographs do not answer it. The high street changed for many reasons: rents, online shopping, new roads. Candidates of every stripe make this move, because the past has no opposition research.',
    },
    {
      title: 'The family dinner',
      text: '"When I was your age, we didn\'t need therapy. We just got on with it." Said with total confidence, over a second helping.',
      analysis:
        'The speaker remembers the people who coped and has forgotten the ones who did not. Survivorship plus rosy memory produces a past where everyone was tougher, when it may simply have been quieter about its problems.',
    },
    {
      title: 'The workplace',
      text: 'A senior colleague opposes a new process: "We never needed all this paperwork in the old days and we did fine."',
      analysis:
        'Maybe they did. Maybe there were also mistakes nobody recorded because there was no paperwork to record them. The fair response is to ask what problems the new process is meant to solve and whether the old way actually avoided them.',
    },
  ],
  counterTips: [
    'Ask "when exactly?" A golden age that cannot be dated usually cannot be checked either.',
    'Ask "better for whom?" The same era looks very different depending on who you were in it.',
    'Separate the feeling from the claim. You can love the music of your youth and still ask whether the policy will work.',
    'Look up the boring numbers: prices adjusted for inflation, life expectancy, crime rates, wages. Nostalgia hates a chart.',
    'Check whether the old thing being sold is the old thing at all, or just the packaging.',
  ],
  proTip:
    'Whenever someone promises to take you back, ask them to name one thing from that era they would not bring back. If they cannot think of anything, they are not describing the past; they are describing a mood.',
  faqs: [
    {
      question: 'Is it wrong to say things were better in the past?',
      answer:
        'No. Some things really were better in some places at some times, and that can be shown with evidence. The appeal to nostalgia is the move of treating a warm memory as the evidence, and of assuming that recreating old conditions would recreate the good parts.',
    },
    {
      question: 'How is an appeal to nostalgia different from an appeal to tradition?',
      answer:
        'They overlap. An appeal to tradition says something is right because it has always been done that way. An appeal to nostalgia leans on emotion: the longing for a remembered better time. Many arguments use both at once.',
    },
    {
      question: 'Why does nostalgic advertising work so well?',
      answer:
        'Nostalgia tends to improve mood and increase feelings of connection, so brands that evoke it borrow those feelings. Memory also edits out the bad parts of the past, which makes the comparison with today unfairly flattering.',
    },
  ],
  keywords: [
    'appeal to nostalgia',
    'rosy retrospection',
    'appeal to tradition',
    'nostalgia marketing',
    'golden age fallacy',
    'persuasion techniques',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'How appeals to nostalgia sell a rosy past: rosy memory, the reminiscence bump, nostalgia marketing, and the questions that bring a golden age back to earth.',
};

export default technique;
