import type { Article } from '../schema';

const article: Article = {
  id: 'nlp-tactics',
  family: 'dark-arts',
  path: '/darkarts/nlp-tactics',
  title: 'NLP Tactics',
  subtitle:
    "Pacing and leading, anchoring and embedded commands: what neuro-linguistic programming promises, what the evidence says, and how to keep your wallet shut either way.",
  description:
    'Pacing, anchoring and embedded commands: why NLP is widely called pseudoscience, why some of its sales tricks still work, and how to resist them.',
  keywords: [
    'neuro-linguistic programming',
    'NLP pseudoscience',
    'pacing and leading',
    'anchoring',
    'embedded commands',
    'sales pressure',
    'persuasion tactics',
  ],
  back: { to: '/darkarts', label: 'Back to Dark Arts' },
  blocks: [
    {
      type: 'p',
      text: "Somewhere right now a man in a headset microphone is telling a hotel ballroom that he can install confidence in them with a touch on the shoulder, and that for a modest fee they can learn to do the same to their clients. He is selling neuro-linguistic programming, or NLP. This page covers its three most famous tactics. I will be honest about the science, which is mostly bad news for the man in the headset, and honest about the tricks, some of which still work on you for reasons that have nothing to do with programming anybody's neurons.",
    },
    { type: 'h2', text: 'What NLP is, and what the evidence says' },
    {
      type: 'p',
      text: "NLP was developed in the 1970s by Richard Bandler, then a student, and John Grinder, then a linguistics professor, at the University of California, Santa Cruz. They studied how a few celebrated therapists talked to their clients, among them Fritz Perls, Virginia Satir and the hypnotherapist Milton Erickson, and claimed to have extracted the underlying patterns so that anyone could reproduce the results. Their first book, The Structure of Magic, appeared in 1975. The name is a promise: neuro for the brain, linguistic for language, programming for the idea that the first can be reconfigured with the second.",
    },
    {
      type: 'p',
      text: "Among the bigger claims: that each of us has a preferred sensory system (visual, auditory or kinaesthetic) that can be read from our eye movements and choice of words; that matching it builds instant rapport; that emotional states can be attached to triggers and fired at will; and that phobias can be cured in a single session. When researchers tested the testable parts, beginning in the 1980s, the results were mostly negative. Reviews since then have reached the same conclusion, a 2012 experiment found no support for the NLP idea that eye movements reveal lying, and a 2006 poll of experts on discredited psychological treatments rated NLP, as a treatment for mental health problems, as probably discredited. There is no neuroscience in the neuro, and NLP certificates are issued by NLP trainers, not by any independent professional body. It is widely regarded as a pseudoscience, and I agree.",
    },
    {
      type: 'p',
      text: "Here is the part the sceptics sometimes skip. A number of the tricks sold under the NLP label do work a little, on some people, some of the time, because they are ordinary persuasion and ordinary sales pressure with a lab coat thrown over them. The packaging is pseudoscience; some of the contents are just a salesperson who has been trained to be attentive, confident and relentless. That is why the tactics are worth knowing: not because they hack your brain, but because the people using them believe they do and keep pushing accordingly.",
    },
    { type: 'h2', text: '1. Pacing and leading' },
    {
      type: 'p',
      text: "Pacing means matching the other person: their posture, their tempo, their words, and above all their stated experience. \"You're busy. You've tried this before. Life got in the way. You're here because you're serious.\" Each statement is true, so you nod. Once you feel understood, the persuader starts leading: shifting, a step at a time, towards where they wanted you all along. NLP describes this as building rapport and then steering the other person's unconscious.",
    },
    {
      type: 'p',
      text: "The mundane reasons it sometimes works are better explained by standard social psychology. We tend to like people who seem similar to us and who pay close attention, and there is research suggesting that natural, unnoticed mimicry can nudge liking upwards a little, although the effects are modest and not every study has held up. A run of easy agreements also makes a bigger agreement feel consistent, a cousin of the foot-in-the-door effect that Jonathan Freedman and Scott Fraser described in 1966, where saying yes to a small request makes people more likely to agree to a larger one. What does not work nearly as well as advertised is deliberate, obvious mirroring, which people tend to notice and find creepy rather than charming.",
    },
    {
      type: 'p',
      text: "The scene. A gym, a glass-walled sales office, a membership adviser leaning back exactly as far as you are. \"So you want to feel stronger.\" Nod. \"You've had memberships before and it didn't stick.\" Nod. \"Because nobody held you accountable.\" Nod, slightly slower. \"And you're done with half-measures.\" Nod. \"So the serious option, for serious people, is the 24-month plan with personal coaching.\" The first four statements were about you and were true. The fifth is about the gym's revenue target, and it arrived riding on the momentum of the other four.",
    },
    {
      type: 'defense',
      spot: "A string of statements you cannot disagree with, followed by one that does not follow from them. Your own words or posture coming back at you a beat later. The warm feeling that someone truly gets you, arriving unusually fast from someone with a quota.",
      resist:
        "Judge each statement on its own: agreeing with three true things does not commit you to a fourth claim. Break the rhythm on purpose, with a pause or a question: \"What's the month-to-month price?\" Try the magic sentence: \"I agree with all of that, and I'm still not deciding today.\" Rapport is pleasant. It is not evidence.",
    },
    { type: 'h2', text: "2. Anchoring, NLP's version" },
    {
      type: 'p',
      text: "In NLP, an anchor is a stimulus deliberately paired with an emotional state so that the stimulus can later bring the state back. The self-help version: recall a moment of great confidence, squeeze your knuckle at its peak, repeat, and later squeeze the knuckle before a job interview. The sales-seminar version: the presenter touches your shoulder or uses a particular gesture and tone whenever the room is laughing or excited, then repeats the touch at the moment of the close, supposedly firing the excitement exactly when your credit card comes out.",
    },
    {
      type: 'p',
      text: "The idea is a loose borrowing from classical conditioning, the Pavlov's-dogs kind of learning, which is real: associations between cues and emotional responses can certainly form. But conditioning generally takes repetition and consistency, and the specific NLP claim that a practitioner can install a reliable anchor in a few minutes and trigger it on demand lacks good evidence. The associations that genuinely move you are the ones built slowly and expensively: a brand jingle heard a thousand times, the music a shop plays, the chant of your team's fans. Those work by sheer repetition, not by a secret touch.",
    },
    {
      type: 'callout',
      title: 'Not to be confused with the anchoring bias',
      text: "Same word, unrelated family. In 1974 the psychologists Amos Tversky and Daniel Kahneman described anchoring and adjustment: when people estimate a number, they drift towards whatever number they saw first, even an obviously irrelevant one. In one demonstration, participants watched a wheel of fortune, rigged to stop at 10 or at 65, and then estimated the percentage of African countries in the United Nations; those who saw the higher number gave higher estimates. That effect is a well-studied cognitive bias about numbers. NLP anchoring is a conditioning claim about emotional states. Ironically, it is the Tversky and Kahneman kind you should really worry about in a sales room, because it is hiding in every price tag that says \"was £899, now £499\".",
    },
    {
      type: 'p',
      text: "The scene. A weekend \"wealth mindset\" seminar. Thumping music whenever the presenter walks on stage, a fist-pump gesture every time someone shares a success story, the same triumphant phrase (\"and that's when everything changed\") repeated all day. On Sunday afternoon: \"The full mentorship programme is valued at £12,000. For the people in this room, today only, £2,995.\" Music. Fist-pump. \"And that's when everything changed.\" Most of what is working on the audience here is not the gesture. It is two days of group excitement, the social pressure of a room full of people standing up, a deadline, and a £12,000 price anchor that nobody has ever actually paid.",
    },
    {
      type: 'defense',
      spot: "Gestures, music or catchphrases that keep turning up at emotional high points. A big first number labelled \"valued at\" or \"normally\". A seller who is managing your mood rather than answering your questions. Any decision that has to be made in the room, today.",
      resist:
        "Decide outside the room, after the music stops. Before you hear their price, write down what the thing is worth to you. Ask yourself what you would pay if you had never seen the first number. And if a gesture or a song makes you feel wonderful, enjoy it: it is information about your mood, not about the product.",
    },
    { type: 'h2', text: '3. Embedded commands' },
    {
      type: 'p',
      text: "An embedded command is an instruction tucked inside a longer sentence, sometimes marked out with a pause or a change of tone: \"I'm not saying you should buy this today.\" \"You might find yourself feeling ready to commit.\" \"Imagine how good it will feel when you sign.\" The NLP claim, inherited loosely from the indirect suggestion style of Ericksonian hypnosis, is that your unconscious hears the buried command (\"buy this today\") and obeys it while your conscious mind is busy with the rest of the sentence.",
    },
    {
      type: 'p',
      text: "There is no good evidence that hidden commands slip past your judgement like this. The broader research on subliminal influence finds small effects that depend heavily on circumstances, and its most famous story, a 1957 claim that flashing \"eat popcorn\" and \"drink Coca-Cola\" on cinema screens boosted sales, was later admitted by its own promoter to have been a gimmick. What does work, for thoroughly mundane reasons, is the visible language around the command. Presupposition assumes the decision has been made: \"when you start\" instead of \"if you start\", or \"which colour would you like?\" instead of \"would you like one?\". Salespeople call this the assumptive close, and it works because correcting a presupposition feels like picking a fight. Inviting you to vividly picture owning the thing is an old sales move too, because imagining an outcome in detail makes it feel more familiar and more likely.",
    },
    {
      type: 'p',
      text: "The scene. An email from an online course: \"You don't have to decide right now. But as you read this, you may notice yourself realising that now is the time to invest in yourself. When you join the other 4,000 students on Monday, you'll wonder why you waited.\" Meanwhile, at a viewing, the estate agent leans on the kitchen island: \"When you host your first dinner party in here, this is where everyone's going to end up.\" Strip the hypnotic flourishes and what is left is presupposition, a social-proof number you cannot check, a Monday deadline, and a very nice kitchen island, which is at least a real thing.",
    },
    {
      type: 'defense',
      spot: "Odd, slightly clumsy phrasing that would make no sense unless it was doing a job. \"When\" where \"if\" belongs. Requests to imagine the outcome before you have the facts. Denials that say the thing anyway: \"I'm not going to pressure you, but...\"",
      resist:
        "Rewrite the sentence plainly, swapping \"when\" for \"if\", and see whether the claim still stands up. Correct the presupposition out loud, cheerfully: \"If I buy it. I haven't decided.\" Then stop worrying about being programmed and deal with the real pressure in the room, which is almost always a deadline, a crowd or a salesperson's persistence.",
    },
    { type: 'h2', text: 'Why it works when it works' },
    {
      type: 'p',
      text: "Take every NLP tactic that seems to work and look for the boring explanation. It is nearly always there.",
    },
    {
      type: 'list',
      items: [
        'Attention and rapport: people like being listened to, and they buy from people they like.',
        'Consistency: a chain of small yeses makes the big yes feel like the natural next step.',
        'Price anchors: the first number you see drags your sense of value towards it.',
        'Presupposition: it is socially awkward to correct an assumption that you have already decided.',
        'Time pressure: deadlines cut short the checking you would otherwise do.',
        'Social proof: a room full of people standing up is powerful, whatever the presenter did with his hands.',
        'Confidence: a seller who believes in their magic pushes harder and longer, and persistence sells.',
      ],
    },
    {
      type: 'p',
      text: "None of that needs the word neuro. All of it can be resisted by the same small set of habits: slow down, decide alone, write your own number first, and translate every sentence into plain language before you agree with it.",
    },
    {
      type: 'quote',
      text: "If a technique only works while the music is playing, it was never a technique. It was a party.",
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "A closing word of fairness. Some people have found NLP courses helpful, usually because they spent a weekend practising listening, setting goals and talking to strangers, all of which are useful things to practise. The trouble is the explanation, not the experience. When someone tells you they can reprogram a human being with a touch and a turn of phrase, the correct response is neither fear nor awe. It is: \"Lovely. Show me the evidence. In writing. I'll get back to you next week.\"",
    },
  ],
};

export default article;
