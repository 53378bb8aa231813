import type { Article } from '../schema';

const article: Article = {
  id: 'suspension-of-disbelief',
  family: 'spotlight',
  path: '/ct/suspension-of-disbelief',
  title: 'The Willing Suspension of Disbelief',
  subtitle:
    "Coleridge's bargain with the reader, and the advertisers, pitchmen and conspiracy storytellers who borrow it without asking.",
  description:
    "Where Coleridge's 'willing suspension of disbelief' comes from, how stories lower your guard, and how to tell honest fiction from a pitch in costume.",
  keywords: [
    'suspension of disbelief',
    'Coleridge',
    'Biographia Literaria',
    'narrative transportation',
    'storytelling persuasion',
    'conspiracy narratives',
    'critical thinking',
  ],
  back: { to: '/ct', label: 'Back to Critical Thinking' },
  blocks: [
    {
      type: 'p',
      text: "You have cried at a film about a robot. Do not deny it. You knew the robot was a few thousand hours of animation and a sound designer with a sad violin, and you cried anyway. That is not a failure of critical thinking. It is one of the oldest and best deals in human culture: for the length of the story, you agree to stop objecting. The problem is that the deal works so well that people who are not telling you a story have started using it too.",
    },
    { type: 'h2', text: 'Where the phrase really comes from' },
    {
      type: 'p',
      text: "The phrase belongs to the poet Samuel Taylor Coleridge, in Biographia Literaria, published in 1817. In chapter fourteen he looks back on Lyrical Ballads, the collection he had published with William Wordsworth in 1798, and explains how they divided the work. Wordsworth would take ordinary, everyday subjects and make them feel new. Coleridge would take the supernatural, or at least the strange and romantic, and give those characters enough human interest and semblance of truth to win from the reader a particular kind of cooperation. He named it in a phrase that has outlived almost everything else in the book.",
    },
    {
      type: 'quote',
      text: 'that willing suspension of disbelief for the moment, which constitutes poetic faith.',
      attribution: 'Samuel Taylor Coleridge, Biographia Literaria (1817), chapter XIV',
    },
    {
      type: 'p',
      text: "His most famous product of that bargain is The Rime of the Ancient Mariner, a poem about a cursed sailor, a dead albatross and a ship crewed by corpses, which nobody believes and everybody remembers. Read the phrase slowly, because three parts of it do real work, and the rest of this page depends on them.",
    },
    {
      type: 'list',
      items: [
        'Willing: the reader chooses. It is a gift, not something taken.',
        'For the moment: it is temporary. The deal ends when the story does.',
        'Poetic faith: the belief is of a special kind, limited to the world of the story. You believe in the albatross while you read. You do not change your shipping insurance.',
      ],
    },
    {
      type: 'p',
      text: "Two common misreadings, while we are here. It is \"suspension of disbelief\", not \"suspension of belief\": you are not giving up what you know, you are pausing your objections. And it does not mean the audience forgets that fiction is fiction. Samuel Johnson had already argued, in his 1765 preface to Shakespeare, that spectators always know the stage is only a stage. Coleridge's point is subtler: we know, and we agree to set the knowing aside for a while.",
    },
    { type: 'h2', text: 'How stories get past the guard' },
    {
      type: 'p',
      text: "Psychologists have a name for what happens when a story takes hold of you: narrative transportation. The psychologist Richard Gerrig used the metaphor of the reader as a traveller who is carried off into a story world and comes back somewhat changed. Melanie Green and Timothy Brock turned it into something measurable in research published in 2000. The more transported their readers were, the more their beliefs moved towards the story's implications, and the fewer false notes they spotted in it. Telling readers whether the story was fact or fiction made surprisingly little difference.",
    },
    {
      type: 'p',
      text: "Why does this happen? Several reasons pull in the same direction. Your attention is absorbed by the story, so there is less of it left over for objections. Your emotions are engaged, and you care about the characters, so arguing with the plot feels oddly like betraying a friend. And a story does not state claims for you to evaluate; it shows events for you to experience. You cannot easily counterargue a scene.",
    },
    {
      type: 'p',
      text: "There is an uncomfortable twist from psychology as well. Daniel Gilbert argued that understanding a statement may begin with provisionally accepting it, and that rejecting it is a second step that takes effort. If he is right, Coleridge had it slightly backwards for everyday life. Belief is the default, and disbelief is the thing you have to switch back on. A manipulator does not need you to suspend your disbelief. They only need you too busy, too moved or too rushed to restart it.",
    },
    { type: 'h2', text: 'When suspending disbelief is fine' },
    {
      type: 'p',
      text: "Most of the time. Novels, films, theatre, games, stand-up comedy, magic shows and your friend's increasingly heroic account of the time he returned a sofa: these are all honest deals. Both sides know the frame. It is marked by a curtain, a cover, a \"once upon a time\" or a raised eyebrow. And the payoff is real. Fiction lets you rehearse situations you have never been in, see through eyes that are not yours and feel things safely. I am not asking you to heckle Hamlet. A person who cannot suspend disbelief at the cinema is not a sharper thinker, just worse company.",
    },
    {
      type: 'p',
      text: "The test is not whether a story moves you. It is whether the teller is asking you to carry the poetic faith out of the theatre and spend it on something: your money, your vote, your trust, your anger.",
    },
    { type: 'h2', text: 'When it is being exploited' },
    { type: 'h3', text: 'Advertising' },
    {
      type: 'p',
      text: "A sixty-second film: a father teaches his daughter to ride a bike, years pass, she drives him to the hospital, he squeezes her hand, music swells. In the last two seconds, the logo of an insurance company. The ad never claims the company will be there for your family, because that claim could be checked against its record on paying out. The story makes the claim for it, and stories are not held to account. Ask what the advert would say as a single plain sentence, and whether you would believe that sentence from a stranger.",
    },
    { type: 'h3', text: 'Pitches' },
    {
      type: 'p',
      text: "The founder on stage tells you about the night, sitting in a cold flat, when she realised the whole industry was broken and that she was going to fix it. It is a good story, with a hero, an obstacle and a mission. It is also standing exactly where the revenue figures should be. Stories are a fine way to open a pitch and a terrible substitute for one. The investor's job, and yours when someone pitches you a course, a cryptocurrency or a timeshare, is to notice when the narrative arc has replaced the numbers.",
    },
    { type: 'h3', text: 'Testimonials and single cases' },
    {
      type: 'p',
      text: "One vivid story moves people more than a table of results, and everyone who raises money or sells supplements knows it. Research on the identifiable victim effect has found that people tend to give more to help one named, pictured person than in response to statistics about thousands. That is a warm fact about human beings and a cold opportunity for marketers. When the evidence offered is a single person's experience, however moving, ask what happened to everyone else who tried the same thing.",
    },
    { type: 'h3', text: 'Conspiracy narratives' },
    {
      type: 'p',
      text: "This is where the storyteller's trick is most powerful, because a conspiracy theory is built like a thriller. There is a hidden villain with a plan. There are clues scattered in plain sight. There is a hero, and the hero is you, one of the few who can see what is really going on. Nothing is a coincidence, every loose end connects, and the story explains everything. That completeness feels like evidence. It is actually a warning sign, because real events are messy and full of accidents, while stories are tidy by design.",
    },
    {
      type: 'p',
      text: "The other tell is what happens to contrary evidence. In a conspiracy narrative, a lack of evidence proves the cover-up, and any evidence against the theory was planted by the conspirators. A claim that treats every possible observation as confirmation cannot be tested, and a claim that cannot be tested cannot be believed on evidence. None of this belongs to one political side; every camp has its favourite plots. And some conspiracies are real. The difference is how we learn about them: through documents, whistleblowers, court records and journalism that can be checked, not through the satisfaction of a story that clicks.",
    },
    { type: 'h2', text: 'The real difference: who knows about the frame' },
    {
      type: 'p',
      text: "An honest storyteller marks the frame and the deal ends when the lights come up. The novelist does not ask you to invest in the dragon. The exploiter hides the frame. The advert dresses as a short film, the pitch as a memoir, the conspiracy theory as a documentary, and the hope is that you will keep the poetic faith after the story ends, when it is no longer poetic and no longer yours to give freely.",
    },
    {
      type: 'p',
      text: "So the question to ask of any moving story is not \"is this true?\" You often cannot tell from inside. Ask instead: \"What is this story asking me to believe or do once it is over?\" If the answer is nothing, enjoy it. If the answer is something, take that something out of the story and look at it in daylight, on its own, as a plain claim.",
    },
    {
      type: 'checklist',
      title: 'Stepping out of the story',
      items: [
        'Is this a story, or a claim wearing a story?',
        'What is the claim in one plain sentence, with the music turned off?',
        'Is this one case or many, and what happened to the people not in the story?',
        'Who benefits if I believe it, and what do they want me to do next?',
        'Would I believe the claim if it arrived as a bullet point from a stranger?',
        'Does the story treat every possible piece of evidence as proof?',
        'Would it survive being retold by someone boring?',
      ],
    },
    {
      type: 'defense',
      spot: 'A story appears where you expected evidence: a founder\'s origin tale instead of figures, a testimonial instead of trial results, a thriller plot instead of documents. You notice you are moved and have not been told anything checkable.',
      resist:
        'Enjoy the story, then restate its claim in one dry sentence and judge that sentence on its evidence. Wait until the feeling fades before you buy, share or vote. If the claim cannot survive being boring, it was the story doing the work.',
    },
    {
      type: 'quote',
      text: 'Suspend your disbelief at the cinema. Collect it on the way out. They do not hold it for you forever.',
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "Coleridge's bargain was willing, and it was for the moment. Keep both words and you can enjoy every story ever told without being sold anything by one. Cry at the robot film. Then walk out into the car park and notice that the robot is, in fact, still not real, and that the advert before it was not a film at all.",
    },
  ],
};

export default article;
