import type { Article } from '../schema';

/** Short biography shown in the modal opened from Bonhoeffer's name. */
export interface Biography {
  name: string;
  lifespan: string;
  paragraphs: string[];
}

export const bonhoefferBio: Biography = {
  name: 'Dietrich Bonhoeffer',
  lifespan: '1906–1945',
  paragraphs: [
    'Dietrich Bonhoeffer was a German Lutheran pastor and theologian, born on 4 February 1906 in Breslau, now Wrocław in Poland. He earned his doctorate in theology in Berlin at the age of 21 and spent a year at Union Theological Seminary in New York.',
    'He opposed the Nazi regime from its first months. A leading voice of the Confessing Church, he directed its seminary at Finkenwalde until the Gestapo closed it in 1937, the year his book The Cost of Discipleship appeared.',
    'Through his brother-in-law Hans von Dohnanyi he joined the resistance circle within the Abwehr, German military intelligence. He was arrested in April 1943. After the failed attempt on Hitler\'s life of 20 July 1944, documents tying him to the conspiracy were found, and he was executed at Flossenbürg concentration camp on 9 April 1945, weeks before the war in Europe ended. His prison writings were published after the war as Letters and Papers from Prison.',
  ],
};

const article: Article = {
  id: 'bonhoeffer-theory',
  family: 'spotlight',
  path: '/ct/bonhoeffer-theory',
  title: "Bonhoeffer's Theory of Stupidity",
  subtitle:
    'Why a pastor in Nazi Germany decided that stupidity, not malice, was the more dangerous enemy of the good, and why he did not mean what the internet thinks he meant.',
  description:
    "Dietrich Bonhoeffer's argument that stupidity is a moral and social failure, not a lack of brains, and why you cannot argue anyone out of it.",
  datePublished: '2024-12-21',
  keywords: [
    'Bonhoeffer theory of stupidity',
    'Dietrich Bonhoeffer',
    'After Ten Years',
    'Letters and Papers from Prison',
    'stupidity vs malice',
    'groupthink',
    'critical thinking',
  ],
  back: { to: '/ct', label: 'Back to Critical Thinking' },
  protected: true,
  blocks: [
    {
      type: 'p',
      text: "Every year or two, Dietrich Bonhoeffer's reflections on stupidity go viral again. An animated video, a thread, a slide with a solemn photograph. And almost every time, it is shared by someone who wants to explain why the other side is stupid. I want you to hold on to that irony for the length of this page, because by the end you will see that it is not a side detail. It is the whole point.",
    },
    { type: 'h2', text: 'Where it comes from' },
    {
      type: 'p',
      text: "Bonhoeffer was a German Lutheran pastor and theologian who opposed the Nazi regime from the start and eventually joined the circle of conspirators working against it. At the turn of 1942 to 1943, ten years after Hitler came to power, he wrote a short reckoning for a few trusted friends and fellow conspirators. It is usually titled \"After Ten Years\". He wrote it a few months before his arrest in April 1943, and after the war it was placed at the front of Letters and Papers from Prison, the collection edited by his friend Eberhard Bethge.",
    },
    {
      type: 'p',
      text: "One of its short sections deals with Dummheit, usually translated as stupidity and rendered as folly in some older English editions. He did not call it a theory; that label came later. It is not a scientific paper either. It is the observation of a man watching educated neighbours, colleagues and churchgoers go along with something monstrous, and trying to understand how. Below I paraphrase his argument in four steps. The translations are under copyright and, more to the point, the ideas matter more than the wording.",
    },
    { type: 'h2', text: 'Step one: stupidity is more dangerous than malice' },
    {
      type: 'p',
      text: "Bonhoeffer's opening claim is startling: stupidity is a more dangerous enemy of the good than evil is. His reasoning goes like this. Against malice you can do something. You can protest it, expose it and, if necessary, stop it by force. Evil also tends to carry the seed of its own undoing, because it leaves people at least uneasy. Against stupidity, he says, we are defenceless. Protest achieves nothing, force achieves nothing, and reasons fall on deaf ears. Facts that contradict the stupid person's prejudgement are simply not believed, or are waved away as trivial exceptions.",
    },
    {
      type: 'p',
      text: "He adds a detail anyone who has argued online will recognise. Unlike the malicious person, the stupid person is thoroughly pleased with himself, and when challenged becomes irritable and then dangerous, going on the attack. So, Bonhoeffer concludes, more caution is needed around stupidity than around malice, and trying to persuade the stupid person with reasons is pointless and can even be risky.",
    },
    {
      type: 'p',
      text: "Here is how I would put it. A liar knows the truth; that is what makes him a liar. He has the map and is pointing you the wrong way on purpose, which means that somewhere inside him the correct map still exists. The person Bonhoeffer is describing has thrown the map away and is completely certain of the route.",
    },
    { type: 'h2', text: 'Step two: it is a moral defect, not an intellectual one' },
    {
      type: 'p',
      text: "This is the move that makes the essay worth reading. Bonhoeffer insists that stupidity in his sense has little to do with intelligence. He had met people of quick and agile intellect who were stupid, and people of modest intellect who were anything but. You discover this, he says, to your surprise, in particular situations: the brilliant colleague who suddenly cannot hear a single fact on one subject.",
    },
    {
      type: 'p',
      text: "So the defect is not in the processor. It lies in a person's relationship to their own judgement and responsibility. He suggests that under certain circumstances people are made stupid, or allow themselves to be made stupid. That second phrase is where the moral weight sits. Allowing yourself is a choice, usually a small one, repeated so often that it stops feeling like a choice at all.",
    },
    { type: 'h2', text: 'Step three: it is social, and power manufactures it' },
    {
      type: 'p',
      text: "Next, Bonhoeffer observes that people who spend a lot of time alone show this defect less than individuals or groups who are inclined, or condemned, to constant company. From this he concludes that stupidity is less a psychological problem than a sociological one: a way that historical circumstances act on people.",
    },
    {
      type: 'p',
      text: "And then the sharpest line of argument. Every strong upsurge of power in public life, whether political or religious, infects a large part of humanity with stupidity. It is almost a law, he suggests, that the power of some needs the stupidity of others. The mechanism is not that people's intellectual abilities suddenly fail. It is that under the overwhelming pressure of rising power, people are robbed of their inner independence and, more or less consciously, give up forming their own position on what is happening around them.",
    },
    {
      type: 'p',
      text: "He describes what it is like to talk to someone in this state. You feel you are not dealing with the person at all but with slogans and catchwords that have taken possession of them. They are under a spell, and they are being used. Having become a tool, such a person is capable of any evil and at the same time incapable of seeing it as evil. That, for Bonhoeffer, is the real danger: not that people become dim, but that they become instruments.",
    },
    {
      type: 'p',
      text: "If you have read the rhetorical technique pages on this site, you will recognise the machinery. Repetition and catchphrases give people ready-made sentences to speak in. Polarisation turns every question into a loyalty test. The group thinks so that the individual does not have to, and the relief of not having to decide is a large part of the appeal.",
    },
    {
      type: 'callout',
      title: 'Not a licence to sneer',
      text: 'Bonhoeffer describes a condition that anyone can be drawn into, under the right pressure, in the right crowd. If you read this and only think of other people, you have just demonstrated the mechanism. The first person to check is the one reading.',
    },
    { type: 'h2', text: 'Step four: reason cannot reach it; liberation must come first' },
    {
      type: 'p',
      text: "If the problem were missing information, more information would fix it. It is not, so it does not. Bonhoeffer's conclusion is that only an act of liberation, not instruction, can overcome stupidity. And he adds a sober qualification: in most cases, a genuine inner liberation only becomes possible once an outer liberation has come first. Until then, he says, we should give up trying to convince. Note what he does not say. He does not say give up on the person.",
    },
    {
      type: 'p',
      text: "His own answer is theological. He points to the biblical idea that the fear of God is the beginning of wisdom, and argues that the inner freedom to live responsibly before God is the real way out. You do not have to share his faith to see the structural point. A person who answers to their own conscience, to something beyond the crowd and the powerful, is much harder to turn into an instrument.",
    },
    {
      type: 'p',
      text: "And then comes the part that the viral versions usually leave out. Bonhoeffer says these thoughts are also a consolation, because they forbid us to treat most people as stupid in every circumstance. Whether people become stupid depends a great deal on whether those in power are counting on their stupidity or on their independence and good sense. Elsewhere in the same text he warns explicitly against contempt for people. The essay is a diagnosis of a condition, not a sorting of humanity into the clever and the hopeless.",
    },
    { type: 'h2', text: 'What to take from it' },
    { type: 'h3', text: 'Check yourself for the symptoms' },
    {
      type: 'list',
      items: [
        'You answer questions with your side\'s phrases rather than your own sentences.',
        'You cannot state the opposing view in a way its holders would accept.',
        'Facts that cut against your side feel like personal insults rather than information.',
        'You feel relief when the group tells you what to think about a new event.',
        'You decide whether a claim is true by checking who said it.',
      ],
    },
    {
      type: 'p',
      text: "None of these makes you a bad person. Each is a sign that some of your thinking has been outsourced. Bonhoeffer's word for the cure is liberation, and on a small scale you can do it for yourself: take one belief you hold because your crowd holds it, and go and find out why it might be true or false, on your own, with no audience.",
    },
    { type: 'h3', text: 'When you are talking to someone under the spell' },
    {
      type: 'list',
      items: [
        'Stop firing facts. If Bonhoeffer is right, they bounce, and each one makes the wall higher.',
        'Lower the pressure. Nobody reconsiders in front of their own side; talk one to one, away from an audience.',
        'Ask instead of tell. "What would you need to see to change your mind?" invites their own judgement back into the room.',
        'Keep the relationship. Independence needs somewhere safe to land, and a friend who did not gloat is exactly that.',
        'Be patient. Inner liberation, in his account, follows outer change. Sometimes your job is only to still be there when it comes.',
      ],
    },
    { type: 'h3', text: 'Protect the conditions' },
    {
      type: 'p',
      text: "The most practical lesson is the least glamorous. If stupidity in his sense is manufactured by pressure, then the remedy includes the things that relieve pressure: a variety of sources, time alone to think, institutions where people can disagree without being punished, and the habit of making small independent judgements before the big ones arrive. Those in power, he suggests, choose whether to bet on people's stupidity or on their wisdom. So do the rest of us, every time we design a meeting, a classroom or a group chat.",
    },
    { type: 'h2', text: 'Where the essay has limits' },
    {
      type: 'p',
      text: "It is a moral reflection, not empirical psychology, and Bonhoeffer ran no studies. Some of what he saw lines up with later research. In Solomon Asch's conformity experiments in the 1950s, a sizeable share of participants went along at least once with a majority that was plainly wrong about the length of a line. Other parts, like the observation about solitude, are shrewd impressions rather than findings. And \"stupid\" is a blunt word for what he actually describes, which is the surrender of independent judgement. Read it for that, not as an insult with a famous name attached.",
    },
    {
      type: 'p',
      text: "One more caution. Plenty of lines circulate on posters under Bonhoeffer's name that nobody has found in anything he wrote. If you want to know what he thought, read him, in a proper edition, and preferably the whole of \"After Ten Years\" rather than a screenshot of one section. That is a small act of the independence he was writing about.",
    },
    {
      type: 'quote',
      text: 'The point of this essay is not that other people are stupid. It is that nobody is immune, and the cure starts with the person holding the phone.',
      attribution: 'The Sophist',
    },
    {
      type: 'p',
      text: "Bonhoeffer wrote these pages while risking his life on the judgement that what most of the people around him had accepted was evil. He was right, and it cost him everything. The least we can do with his essay is use it the way he did: as a mirror first, and a weapon never.",
    },
  ],
};

export default article;
