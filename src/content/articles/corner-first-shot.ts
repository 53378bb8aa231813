import type { Article } from '../schema';

const article: Article = {
  id: 'first-shot',
  family: 'corner',
  path: '/tactical-hemorrhoid-corner/first-shot',
  title: 'Fire the Cannon',
  subtitle:
    'The opening shot of the Tactical Hemorrhoid Corner, where bad arguments come to sit down very uncomfortably, one at a time.',
  description:
    "Why the Tactical Hemorrhoid Corner exists: bad arguments taken apart one at a time, politely and ruthlessly, with the workings shown.",
  keywords: [
    'Tactical Hemorrhoid Corner',
    'argument breakdown',
    'bad arguments',
    'critical thinking',
    'steelman',
    'fallacy fallacy',
  ],
  back: { to: '/tactical-hemorrhoid-corner', label: 'Back to the Corner' },
  blocks: [
    {
      type: 'p',
      text: "Let me explain the name before anyone writes in. A haemorrhoid is a small, persistent pain in an area nobody wants to discuss in public. Bad arguments deserve exactly that: something that makes them uncomfortable every time they try to sit down. \"Tactical\" because I do not carpet-bomb. I pick one argument, aim carefully and take it apart piece by piece, in public, with the workings shown. Welcome to the corner. Mind the cannon.",
    },
    { type: 'h2', text: 'Why a corner at all' },
    {
      type: 'p',
      text: "I have spent an unreasonable part of my life listening to arguments at dinner tables, in meetings, on billboards and in the comment sections under recipes. Most of them are not evil. They are lazy, which is worse, because evil at least has the decency to be rare. A lazy argument is one where the conclusion arrived first and the reasons were rounded up afterwards, like witnesses who did not quite see the accident.",
    },
    {
      type: 'p',
      text: "The rest of this site teaches you the parts: the thirteen fallacies, the rhetorical techniques, the dark arts. Parts are useful, but nobody ever learned to fix a car from a labelled diagram of a carburettor. You learn by watching someone take a real engine apart and say \"there, that's the bit that's leaking\". That is what happens here. Each breakdown takes a single argument, the kind you have heard a hundred times, and dismantles it until you can see exactly where it leaks.",
    },
    {
      type: 'p',
      text: "And why only one at a time? Because of an observation the software developer Alberto Brandolini made in 2013, now known as Brandolini's law (often quoted with a ruder name): refuting nonsense takes roughly an order of magnitude more energy than producing it. You cannot win that race by volume. Nobody can. What you can do is make each refutation thorough enough that it travels, so that the next time you hear the same argument, you already know where the leak is.",
    },
    { type: 'h2', text: 'Politely ruthless: the rules of engagement' },
    {
      type: 'p',
      text: "Ruthless does not mean rude. Rude is easy, and it is also a gift to the other side, because the moment you sneer, the argument becomes about your manners instead of their reasoning. So the corner runs on rules, and I hold myself to them even when it hurts.",
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'Arguments, not people. Every argument here is invented or a composite of many. No private person gets dragged, ever.',
        'Steelman first. Before I attack an argument, I state the strongest version of it, ideally better than its fans would. If I cannot, I have not earned the right to knock it down.',
        'Quote fairly. No cropping a sentence to make it say the opposite. That trick belongs on the dark arts pages, as an exhibit.',
        'Show the work. Every verdict comes with its reasons, so you can check me. Please do.',
        'A bad argument can have a true conclusion. Concluding that a claim is false because someone argued for it badly is itself a fallacy, the argument from fallacy. Sometimes the verdict is: right answer, terrible reasoning.',
        'Everybody gets hit. Left, right, centre, corporate, countercultural, and occasionally me. If a breakdown only ever annoys one side, I have stopped doing my job.',
      ],
    },
    { type: 'h2', text: 'A warning shot' },
    {
      type: 'p',
      text: "A demonstration, so you know what you are in for. Here is an argument I have heard at roughly every family gathering since the invention of the family gathering.",
    },
    {
      type: 'worked',
      claim:
        "\"My grandfather smoked a pack a day and lived to 94, so all this stuff about smoking being deadly is overblown.\"",
      steps: [
        {
          label: 'Steelman',
          text: 'The strongest version: health warnings sometimes exaggerate, individual risk varies, and not every smoker dies of smoking. All true, as far as it goes.',
        },
        {
          label: 'What is actually asserted',
          text: 'That one long-lived smoker shows the risk across millions of smokers is small. That is a general claim resting on a single case, which is the classic shape of a hasty generalization.',
        },
        {
          label: 'What is missing',
          text: 'Everyone who did not live to 94. Grandfathers who died at 60 do not come to dinner to tell their story, so the survivors do all the talking. That is survivorship bias, and it is why one anecdote cannot outweigh large studies that follow very many people over decades.',
        },
        {
          label: 'What would change my mind',
          text: 'Evidence across large populations showing smokers live as long as non-smokers. Decades of such research point firmly the other way.',
        },
      ],
      verdict:
        'Grandad was lucky, and his luck is real. It is also not a statistic. One case can prove something is possible; it cannot show that it is likely.',
    },
    {
      type: 'p',
      text: "Notice what I did not do. I did not call anyone stupid, I did not insult the grandfather, who sounds like a legend, and I did not pretend the argument had no true parts. I found the leak and pointed at it. That is the whole method, and you can do it too.",
    },
    { type: 'h2', text: 'How to use this corner' },
    {
      type: 'p',
      text: "Read a breakdown, then try the same argument on a friend and see whether you can explain the leak without notes. If you want the toolkit I use, start with the Cut the Crap Method, five steps for stripping any claim down to what it says and what backs it. When that feels natural, move on to Cut the Crap 2.0, which adds the part most people skip: checking your own reaction before you check anyone else's reasoning.",
    },
    {
      type: 'quote',
      text: "I am not here to win arguments. I am here to make bad ones a little less comfortable to sit on.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "That is the first shot. The cannon is loaded, the rules are posted, and the bad arguments are already lining up, looking shifty. Pull up a cushion. You may need it more than they do.",
    },
  ],
};

export default article;
