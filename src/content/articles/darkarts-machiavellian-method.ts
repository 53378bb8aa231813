import type { Article } from '../schema';

const article: Article = {
  id: 'machiavellian-method',
  family: 'dark-arts',
  path: '/darkarts/machiavellian-method',
  title: 'The Machiavellian Method',
  subtitle:
    "Divide and conquer, strategic lying, emotional manipulation and the fake alliance: four old tricks for running people, taken apart so nobody runs them on you.",
  description:
    'Four classic manipulation tactics, from divide and conquer to the fake alliance, with real-life scenes and a defence for each one.',
  keywords: [
    'Machiavellianism',
    'The Prince',
    'manipulation tactics',
    'divide and conquer',
    'strategic lying',
    'emotional manipulation',
    'Dark Triad',
  ],
  back: { to: '/darkarts', label: 'Back to Dark Arts' },
  blocks: [
    {
      type: 'p',
      text: "Welcome to the dark arts. Before anyone gets excited: this is the manual for the burglar alarm, not for the burglary. I am going to show you how the oldest manipulation tricks work, in enough detail that you can spot them at work, at home and at your residents' association, and then I am going to show you how to make them stop working on you. If you were hoping for a course in ruling Florence, I have bad news about Florence.",
    },
    { type: 'h2', text: 'First, a word about the man' },
    {
      type: 'p',
      text: "Niccolò Machiavelli (1469 to 1527) was a Florentine civil servant and diplomat. When the Medici family returned to power in 1512 he lost his job, was briefly imprisoned and tortured on suspicion of conspiracy, and retired to a farm outside the city. There, around 1513, he wrote The Prince. It circulated in manuscript and was only printed in 1532, five years after his death. He dedicated it to a Medici, which means the most notorious book on power politics ever written is also, arguably, a very long job application.",
    },
    {
      type: 'p',
      text: "What does the book actually say? That a ruler who wants to keep his state should study how people really behave rather than how they ought to. That if you cannot be both loved and feared, being feared is safer, provided you avoid being hated. That a prince needs to be both a fox, to recognise traps, and a lion, to scare off wolves. That seeming to have the virtues is more useful than having them. Note what he did not write: the line \"the end justifies the means\" appears nowhere in it. That slogan is a later summary of a passage in chapter 18 about rulers being judged by results. Scholars still argue over whether the book is sincere advice, a cold description of how power already worked, or, as Rousseau suggested, a warning to free peoples dressed up as a manual for princes. His longer work, the Discourses on Livy, is a good deal friendlier to republics.",
    },
    {
      type: 'p',
      text: "Psychology borrowed his name in the twentieth century. In 1970 Richard Christie and Florence Geis published Studies in Machiavellianism, built around a questionnaire (the Mach IV) that adapted statements from his writing. In that research, Machiavellianism means a personality trait: a cynical view of other people, a willingness to manipulate them, and a cool focus on one's own interest. In 2002 Delroy Paulhus and Kevin Williams grouped it with narcissism and subclinical psychopathy under the name the Dark Triad. Two cautions. These are traits measured on a scale, not diagnoses, and everyone lands somewhere on it. And a questionnaire score does not turn your colleague into Cesare Borgia, however much she hogs the good meeting room.",
    },
    {
      type: 'callout',
      title: 'Ground rule',
      text: "Spotting a tactic is not a verdict on a person. People use every trick on this page clumsily, by accident, or because they are frightened. Name the behaviour, deal with the behaviour, and save the soul-reading for novelists.",
    },
    { type: 'h2', text: '1. Divide and conquer' },
    {
      type: 'p',
      text: "The idea is far older than Machiavelli, and it usually travels under a Latin slogan, divide et impera, though nobody can say for certain who coined it. If the people who could oppose you never compare notes, you never face them together. The working parts are simple. Every important conversation happens one-on-one. Each person gets a slightly different version of events. Small favours go to some and not others. Secondhand reports of what someone \"really thinks\" about someone else are passed along with a sympathetic face. The technique works because comparing notes feels awkward, even disloyal, and most of us would rather quietly resent a colleague than ask him a direct question.",
    },
    {
      type: 'p',
      text: "A small irony for the history fans: in chapter 20 of The Prince, Machiavelli argues that keeping the towns you rule split into factions is a bad bet, because a divided city falls the moment a real enemy turns up. Even he thought the trick was better for weakening others than for running anything.",
    },
    {
      type: 'p',
      text: "The scene. A four-person analytics team has agreed over lunch to ask, together, for the pay rise they were promised last year. The next morning their manager takes Priya aside: \"Between us, Marcus has been saying your numbers are getting sloppy.\" That afternoon he tells Marcus: \"Priya's been angling to lead the new project, so watch yourself.\" He tells the other two that budgets are tight and he is fighting for them personally. Within a week, Priya and Marcus are cold to each other, the other two are grateful for a fight that is not happening, and the joint request for a pay rise has quietly died. Nobody checked a single claim, because checking would have meant talking to each other, which was exactly the thing being prevented.",
    },
    {
      type: 'defense',
      spot: "Information about your peers reaches you through one hub, and that hub benefits if you stop talking to them. Conversations that used to happen as a group become private. You feel a sudden, specific resentment towards someone, with no first-hand evidence for it. Confidences arrive with \"between us\" attached.",
      resist:
        "Compare notes, directly and calmly: \"I was told you think my numbers are sloppy. Is that true?\" Adopt a house rule that secondhand criticism does not count until you hear it firsthand. Move important discussions back into shared channels where everyone hears the same version. And never retaliate on hearsay, since retaliation is precisely what the divider is hoping to provoke.",
    },
    { type: 'h2', text: '2. Strategic lying' },
    {
      type: 'p',
      text: "In chapter 18, Machiavelli argues that a prudent ruler need not keep his word when keeping it works against him, and adds that anyone who wants to deceive will always find people willing to be deceived. Strategic lying is not the same as ordinary lying. It is lying with an accounts department: selective, plausible, timed for effect and, where possible, deniable. Its favourite forms are not outright fabrications but lies of omission, manufactured deadlines and technically true statements arranged to mislead, which researchers study under the splendidly old-fashioned name paltering. The strategic liar lies where checking is expensive for you and cheap for them, and tells different audiences different stories on the bet that the audiences never meet.",
    },
    {
      type: 'p',
      text: "The scene. A startup founder is running out of money. To investors she says the company has \"strong interest from three FTSE 100 companies\"; in reality, one junior manager at one of them replied to a cold email with \"interesting, let's talk next quarter\". To her staff she says the funding round is \"basically closed\", which keeps them from updating their CVs. To the landlord she says the rent is late because of \"a bank processing issue\". Every one of these statements survives on its own. None of them survives being placed next to the others, which is why the founder works very hard to make sure they never are.",
    },
    {
      type: 'defense',
      spot: "Claims that are easy for them to check and hard for you. Precision where it flatters them and fog where it matters: \"basically\", \"in principle\", \"strong interest\". Different stories for different audiences. Urgency that discourages verification. And errors that all happen to point in the direction of the speaker's interest, which honest mistakes rarely do.",
      resist:
        "Ask for the checkable version: \"Can I see the letter?\" Ask questions a technically true statement cannot dodge: not \"is there interest?\" but \"has anyone signed anything?\" Get important promises in writing and follow up in writing. Scale your checking to the stakes: a small favour needs little proof, a large commitment needs a lot. If you can, quietly compare what you were told with what others were told.",
    },
    { type: 'h2', text: '3. Emotional manipulation' },
    {
      type: 'p',
      text: "Forced to choose, Machiavelli preferred fear to love as a tool, on the cynical grounds that people's affection is fickle while their fear of punishment is dependable. The modern manipulator has a wider palette: guilt, shame, flattery, obligation and fear, used as levers instead of reasons. The therapist Susan Forward gave the most common mixture a memorable acronym in her book on emotional blackmail: FOG, for fear, obligation and guilt. Be careful here, because emotions are not the enemy. A sad story can be perfectly relevant, and anger at a real injustice is the correct response to it. Emotion becomes manipulation when it is manufactured, wildly out of proportion to the stakes, or aimed at stopping you from thinking about the actual request.",
    },
    {
      type: 'p',
      text: "The scene. The extended-family group chat, forty-one members strong. A cousin has started selling scented candles through a direct-sales scheme and has posted the catalogue three times. Nobody has bought anything. Then comes the message: \"I guess family only supports each other when it's convenient. Good to know who actually cares 🙂\". Within the hour, two aunts have ordered, an uncle has apologised for something he cannot identify, and one brave soul who wrote \"candles aren't really my thing\" is being treated as a deserter. Notice the mechanics: a request to buy a product has been converted into a public test of whether you love your family, with forty witnesses and a smiley face doing the work of a loaded pistol.",
    },
    {
      type: 'defense',
      spot: "The feeling arrives before any reason does. The emotion is far bigger than the stakes. Saying no has been pre-framed as cruelty, cowardice or betrayal. There is an audience. Your identity as a good person has been bundled together with one specific thing they want from you.",
      resist:
        "Name the feeling to yourself: \"I feel guilty. Is guilt evidence of anything here?\" Separate the emotion from the request, and answer only the request: \"I love you, and I'm not buying candles.\" Buy time (\"I'll reply tomorrow\"), and take it out of public view with a private message. Do not argue about whether you are a good person. That debate is the bait, and you cannot win it on their terms.",
    },
    { type: 'h2', text: '4. The fake alliance' },
    {
      type: 'p',
      text: "In chapters 12 and 13 of The Prince, Machiavelli warns against relying on mercenaries and on troops borrowed from an ally: they are loyal exactly as long as loyalty pays, and borrowed armies tend to stay for dinner. The fake ally is the social version. He offers friendship, support and \"I'm on your side\" in exchange for access, information or a human shield, and defects the moment defecting is more useful. The toolkit includes loyalty offered at suspicious speed, a friendship organised entirely around a shared enemy, an exchange of secrets that only ever flows one way, and a steady encouragement for you to take the risks while he stays \"behind the scenes\".",
    },
    {
      type: 'p',
      text: "The scene. You have just moved into a new-build estate with an ambitious residents' management company, and the board has fined you for the colour of your recycling bin. Within days a neighbour, Hal, appears at the fence, full of sympathy. \"We newer folks have to stick together against that board.\" Over several weeks you share your frustrations, in person and in some rather frank emails. Hal encourages you to draft a petition and, since you are so good with words, to present it at the next meeting. At the meeting you stand up; Hal stays seated and silent. A month later he is appointed to fill a vacancy on the board, where he is described as \"a calming influence on some of the more excitable residents\". Your emails, you will discover, made excellent reading.",
    },
    {
      type: 'defense',
      spot: "Loyalty offered faster than it could possibly have been earned. A relationship whose main content is a common enemy. Information flowing one way: you tell them things, they tell you very little. Repeated nudges for you to sign first, speak first or send the email, while their support stays private.",
      resist:
        "Let trust grow at the speed of evidence, and watch what allies do when support costs them something. Test with small stakes before big ones. Ask allies to co-sign, co-present or put their name on it. Write sensitive complaints as if they might be forwarded to the person you are complaining about, because one day one of them will be.",
    },
    { type: 'h2', text: 'The pattern underneath' },
    {
      type: 'p',
      text: "Put the four tactics side by side and they lean on the same three weaknesses. Isolation: you do not compare notes. Urgency: you do not have time to check. Self-image: you do not want to look rude, disloyal or unkind. Which means the general defence is short enough to fit on a sticky note.",
    },
    {
      type: 'list',
      ordered: true,
      items: [
        'Talk to each other. Most manipulation depends on people not comparing what they were told.',
        'Slow down. A real opportunity survives a 24-hour pause; a manufactured one usually does not.',
        'Separate who you are from what you decide. Declining a request is not a referendum on your character.',
        'Check in proportion to the stakes. The bigger the ask, the more evidence you are owed.',
        'Watch behaviour when it is costly. Words are cheap; allies show themselves when loyalty has a price.',
      ],
    },
    {
      type: 'quote',
      text: "The fox only needs three things from you: that you are alone, that you are in a hurry, and that you are terrified of seeming rude. Refuse him all three and he is just a man in an uncomfortable doublet.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "One last, slightly uncomfortable note. You will have recognised yourself somewhere on this page, because everyone occasionally passes on a convenient rumour, rounds a fact in their own favour or leans on a little guilt. That does not make you a Borgia; it makes you a person. The point of learning the dark arts is not to become paranoid, and certainly not to start practising them. It is to notice the machinery early, so that when someone does try to run a Renaissance court out of your team chat, you can politely decline to be a courtier.",
    },
  ],
};

export default article;
