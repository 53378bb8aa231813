import type { Article } from '../schema';

const article: Article = {
  id: 'propaganda-framework',
  family: 'dark-arts',
  path: '/darkarts/propaganda-framework',
  title: 'The Propaganda Framework',
  subtitle:
    'Simplification, repetition, emotional pressure and us-versus-them: how mass persuasion is assembled, and a checklist to run on anything that lands in your feed.',
  description:
    'How propaganda works: simplification, repetition, emotional pressure and us-versus-them, with defences and a checklist to run on any news item.',
  keywords: [
    'propaganda techniques',
    'illusory truth effect',
    'media literacy',
    'us vs them',
    'emotional manipulation',
    'news checklist',
    'critical thinking',
  ],
  back: { to: '/darkarts', label: 'Back to Dark Arts' },
  blocks: [
    {
      type: 'p',
      text: "Propaganda is the organised, deliberate attempt to shape what large numbers of people believe and do, usually in the interest of whoever is doing the shaping. The word started out respectable: in 1622 the Catholic Church set up a body for propagating the faith, the Congregatio de Propaganda Fide. The twentieth century, with its world wars and state ministries of information, gave it the reputation it has now. In 1937 an American group called the Institute for Propaganda Analysis tried to teach the public its common devices, with memorable names like name-calling, glittering generalities and bandwagon. We are still, it turns out, in need of the lesson.",
    },
    {
      type: 'p',
      text: "Two things to establish before we start. First, propaganda is not a speciality of one side. Governments do it, parties of every colour do it, companies do it, activists do it, and so does your residents' newsletter when it wants a new fence. Second, not all persuasion is propaganda. An honest argument shows its evidence and invites you to check. Propaganda works best when you do not check, and it is built, piece by piece, to make checking feel unnecessary, tiresome or even disloyal. Here are the four main pieces.",
    },
    {
      type: 'callout',
      title: 'About the examples',
      text: "Every example below takes place in the invented town of Middleburg, where the invented Teal Party and Maroon Party have been at each other's throats since the great parking-meter dispute. Both of them do every single trick on this page. If you catch yourself thinking \"well, obviously, that's just what the other lot do\", please read section four twice.",
    },
    { type: 'h2', text: '1. Simplification' },
    {
      type: 'p',
      text: "The world is complicated; propaganda is not. Its first move is to take a problem with many causes and give it one cause, one villain and one solution, preferably short enough to print on a mug. Simplification works because clean stories are easier to understand, remember and repeat, and because uncertainty is uncomfortable: a simple story with a clear enemy feels better than \"it's complicated, and partly nobody's fault\". Its logical relatives are the false dichotomy (only two options exist) and the single-cause fallacy (one factor explains everything).",
    },
    {
      type: 'p',
      text: "The scene. Middleburg's roads are full of potholes and its council tax has gone up. A Teal flyer: \"Potholes everywhere? Thank the Maroon council and their bike-lane obsession.\" A Maroon flyer: \"Council tax up again? Follow the money to Teal's developer friends.\" The dull truth, buried on page 40 of the budget report, involves two harsh winters, a decade of maintenance that was postponed under councils led by both parties, and a change in the regional funding formula. None of that fits on a flyer. Both flyers, meanwhile, have done their real job, which is to tell each party's supporters who to be angry at.",
    },
    {
      type: 'defense',
      spot: "A complex problem with exactly one cause. A villain who happens to be the speaker's usual opponent. A fix that costs the speaker's own supporters nothing. Slogans that leave you with a feeling but no number.",
      resist:
        "Ask \"what else contributes to this?\" and try to list at least three causes before accepting one. Look for the boring source: the budget, the report, the full data. Be especially suspicious of simple stories that flatter you, since those are the ones you will be least inclined to check.",
    },
    { type: 'h2', text: '2. Repetition' },
    {
      type: 'p',
      text: "Say something often enough and it starts to feel true. This is not a folk saying but a well-replicated finding, the illusory truth effect. In 1977 Lynn Hasher, David Goldstein and Thomas Toppino showed that people rate statements as more likely to be true simply because they have seen them before. Later work, including a 2015 study by Lisa Fazio and colleagues, found that repetition can boost belief even in statements that contradict what people already know. The likely reason is fluency: a familiar claim is easier to process, and the brain tends to mistake easy for true. Repetition also fakes consensus. When forty accounts repeat the same sentence, it looks like forty sources, even if it is one source and thirty-nine copies.",
    },
    {
      type: 'p',
      text: "The scene. A post appears in the Middleburg community group: \"The water's been unsafe for months and the council is hiding it.\" The original poster had misread a routine notice about a one-day boil-water advisory on a single street after a pipe repair. By evening the phrase \"Middleburg water cover-up\" has been shared by Teal supporters, because the council is currently Maroon, and by some Maroon supporters too, who blame the Teal-era contractor who laid the pipes. By the third day, people who have never seen any source at all are certain. Ask them how they know, and the honest answer is: \"Everyone is saying it.\"",
    },
    {
      type: 'defense',
      spot: "You feel sure of something but cannot remember where you learned it. The same wording appears across many accounts or outlets. The claim has become a catchphrase. \"Everyone is saying\" is doing the job that \"here is the evidence\" should be doing.",
      resist:
        "Trace the claim to its origin and count independent sources, not copies. Treat familiarity as a feeling, not as evidence. When you correct a rumour, lead with the accurate version rather than restating the myth in your first line, so that you are not giving it one more repetition. And simply not sharing an unverified claim is a small, real public service.",
    },
    { type: 'h2', text: '3. Emotional pressure' },
    {
      type: 'p',
      text: "Fear, outrage, disgust, pride and urgency are the engine room of propaganda, because strong feelings spread fast and think slowly. One widely cited 2017 study of political posts on social media reported that each additional moral-emotional word, words like \"evil\", \"shame\" or \"disgust\", was associated with more sharing. Hold that one loosely: later reanalyses (Burton, Cruz and Hahn in 2021) found the effect inconsistent from one set of posts to the next, so the safe lesson is the modest one, that feeling can travel faster than checking. Let me be precise about the problem, though. Emotion in itself is not manipulation: some news should frighten or anger you, and feeling it is the correct response. The tell is when the emotion replaces the information instead of responding to it, and when the feeling comes bundled with a demand to act right now, before you have had time to check.",
    },
    {
      type: 'p',
      text: "The scene. \"SHARE BEFORE THEY DELETE THIS.\" An eleven-second clip from a school governors' meeting shows a governor saying, \"These children don't need more books, they need discipline.\" Thousands share it, from both parties, each assuming she belongs to the other one. The full two-hour recording, posted on the school's website all along, shows she was reading aloud a complaint letter in order to reject it, and then voted for the library funding. Nobody deleted anything. The only thing the urgent headline had to fear was the full video.",
    },
    {
      type: 'defense',
      spot: "Capital letters, countdowns and \"before they delete this\". A strong feeling that arrives before any facts do. Loaded verbs such as \"slammed\", \"destroyed\" and \"exposed\". Clips cropped so short that you cannot see what came before or after.",
      resist:
        "Notice the feeling and name it: \"I'm furious. Is that because of the facts, or because of the framing?\" Wait before sharing; real news is still true tomorrow. Go looking for the full context: the whole video, the whole document, the whole quote. Then ask what action is being demanded of you, and who benefits if you take it in a hurry.",
    },
    { type: 'h2', text: '4. Identity politics: us versus them' },
    {
      type: 'p',
      text: "\"Identity politics\" is used in several ways, including in academic writing about political movements organised around shared identities. Here I mean something narrower: the propaganda move of turning a question of fact into a question of belonging. Once a claim becomes a badge, people stop asking whether it is true and start asking whose side it is on. The psychology behind this is sobering. In Henri Tajfel's minimal group experiments of the early 1970s, boys were sorted into groups on trivial grounds, such as which of two abstract painters they were told they preferred, and they still favoured their own group when handing out rewards. If a preference for one painter over another can produce loyalty, imagine what a party logo can do.",
    },
    {
      type: 'p',
      text: "The toolkit: flattering descriptions of the in-group (\"real\", \"ordinary\", \"decent\" people), caricatures of the out-group, labels designed to make opponents sound less than human, loyalty tests, and the suggestion that agreeing with the other side about anything at all is a betrayal. Its great power is that it makes thinking feel disloyal.",
    },
    {
      type: 'p',
      text: "The scene. The Middleburg library needs a renovation. Teal messaging: \"People like us value learning. They would happily let the library rot.\" Maroon messaging: \"Real Middleburg taxpayers know this is a vanity project for the people who never pay for anything.\" Within a month, residents' positions on the library can be predicted almost perfectly from the posters in their windows. Meanwhile, a survey nobody reads shows that most residents, of both parties, agree that the leaking roof must be fixed, and disagree only about whether the renovation should include a café. That is a thirty-minute conversation. It has instead become a war.",
    },
    {
      type: 'defense',
      spot: "Words like \"real\", \"true\" or \"ordinary\" attached to one group. Opponents described only by their worst members. Your position on a factual question predicted by your team rather than by the evidence. The sense that asking a question would mark you as a traitor.",
      resist:
        "Before deciding, state the other side's position in words they would accept. Ask, \"Would I believe this evidence if it pointed the other way?\" Look for the shared ground hiding underneath the fight, which is usually larger than the fight. And notice when you are checking a claim's team shirt instead of its sources.",
    },
    { type: 'h2', text: 'Putting it together' },
    {
      type: 'p',
      text: "The four pieces rarely travel alone. A typical piece of propaganda simplifies a problem into one villain, repeats the villain's name until it feels like common knowledge, wraps it in outrage with a deadline attached, and invites you to prove which side you are on by sharing it. The defence is the same at every stage: slow down, go back to the source, separate the claim from the feeling, and refuse to let your team decide what is true. Here is the whole thing as a checklist you can run in about two minutes.",
    },
    {
      type: 'checklist',
      title: 'Run this on any news item',
      items: [
        'What exactly is being claimed? Can I restate it in one plain sentence, with no adjectives?',
        'Who is the original source, and can I reach it: the document, the dataset, the full video?',
        'How many independent sources confirm it, as opposed to copies of one source?',
        'When and where did this happen? Is an old story or a faraway one being recirculated as new and local?',
        'Does the headline match the article, and does the article match its source?',
        'Which words are doing emotional work, and what is left of the story if I delete them?',
        'Is a complicated problem being pinned on a single cause or a single villain?',
        'What context is missing: the timeframe, the base rate, the comparison, the rest of the quote?',
        "Have I heard the other side's position in their own words, rather than their opponents' summary of it?",
        'Would I accept this evidence if the story were about my own side?',
        'What am I being asked to feel, what am I being asked to do, and how fast?',
        'Who benefits if I believe this and share it, and what evidence would change my mind?',
      ],
    },
    {
      type: 'quote',
      text: "Propaganda does not need you to believe it. It only needs you to be too angry, too busy or too loyal to check.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "A final caution, because this material can be misused by the people who learn it too. The point is not to dismiss every story you dislike as propaganda; that is simply a more sophisticated way of believing what you already believed. Plenty of alarming news is true, and plenty of it comes from people with an agenda and is still accurate. Run the checklist on the stories you like with exactly the same energy you bring to the ones you hate. If it never once changes your mind about something your own side said, you are not using it. You are decorating with it.",
    },
  ],
};

export default article;
