import type { Article } from '../schema';

const article: Article = {
  id: 'critical-thinking',
  family: 'spotlight',
  path: '/ct/critical-thinking',
  title: 'Critical Thinking: What It Is, and What It Is Not',
  subtitle:
    'It is not disagreeing with everything. It is not believing nothing. It is the slightly boring, enormously useful habit of checking.',
  description:
    'What critical thinking actually is, why contrarianism and cynicism are cheap imitations, and the daily habits that make your beliefs earn their keep.',
  datePublished: '2024-12-12',
  keywords: [
    'critical thinking',
    'what is critical thinking',
    'scepticism vs cynicism',
    'contrarianism',
    'motivated reasoning',
    'steelman',
    'lateral reading',
    'thinking habits',
  ],
  back: { to: '/ct', label: 'Back to Critical Thinking' },
  blocks: [
    {
      type: 'p',
      text: "Everybody is a critical thinker. Just ask them. I have met people who believe their horoscope is a project plan and people who believe every headline is a psy-op, and every one of them described themselves, unprompted, as someone who \"thinks for themselves\". The phrase has become a compliment we pay ourselves, like \"good driver\" or \"not a morning person, but in a charming way\". So before it ends up printed on a mug, let's pin down what critical thinking actually is, what it keeps getting confused with, and what it looks like on an ordinary Tuesday.",
    },
    { type: 'h2', text: 'A working definition' },
    {
      type: 'p',
      text: "The philosopher Robert Ennis gave the definition that most textbooks still lean on: critical thinking is reasonable, reflective thinking focused on deciding what to believe or do. It is a dull sentence, which is a good sign. Definitions that sound exciting are usually selling something. Take it apart and every word is doing a job.",
    },
    {
      type: 'list',
      items: [
        'Reasonable: it runs on reasons you can say out loud and someone else can check. "I just have a feeling" is a report, not a reason.',
        'Reflective: you look at your own thinking, not only at the world. Where did this belief come from? Would I accept this argument if it pointed the other way?',
        'Focused on deciding: it ends somewhere. Doubt that never lands on a conclusion is not rigour, it is a hobby.',
        'What to believe or do: it covers actions as well as opinions. Choosing a phone contract, a job offer or a candidate deserves the same care as deciding whether a claim is true.',
      ],
    },
    {
      type: 'p',
      text: "Notice what is missing. Nothing about being clever. Nothing about disagreeing. Nothing about which conclusion you should reach. Critical thinking is a process, not a team shirt. Two people can both do it well and still land in different places, and two people can land on the same correct answer when only one of them did any thinking. The other one got lucky and will, sooner or later, get unlucky.",
    },
    {
      type: 'quote',
      text: 'Critical thinking is not about what you believe. It is about why, and whether the why would survive a polite cross-examination.',
      attribution: 'The Sophist',
    },
    { type: 'h2', text: 'What it is not, part one: contrarianism' },
    {
      type: 'p',
      text: "The contrarian has noticed that the crowd is sometimes wrong and concluded, in a single heroic leap, that the crowd is always wrong. Disagreeing with the mainstream feels like independence. It is not. If your beliefs are the mirror image of the consensus, the consensus is still writing them. You are just reading the page upside down and calling it a new book.",
    },
    {
      type: 'p',
      text: "You have met this person. In the family group chat he announces that since the experts changed their minds about eggs, he now does the opposite of whatever experts say. This saves him an enormous amount of time, because he never has to look at any evidence at all. Reflexive disagreement is exactly as lazy as reflexive agreement. Both hand the decision to someone else; one of them just adds a minus sign.",
    },
    {
      type: 'p',
      text: "A note on fairness, because this is where people overcorrect. Giving weight to people who have studied a question for decades is not a fallacy. The appeal to authority goes wrong when the authority is not an expert on the matter at hand, or when their say-so is treated as the end of the discussion instead of as evidence. Expert consensus is not proof, and it has been wrong before, but it is usually the best starting bet available. Overturning it takes better evidence, not louder confidence.",
    },
    {
      type: 'p',
      text: "The tell for contrarianism is simple: ask what evidence would make them agree with the mainstream view. A critical thinker can answer. A contrarian gets offended, which is an answer of a different kind.",
    },
    { type: 'h2', text: 'What it is not, part two: cynicism' },
    {
      type: 'p',
      text: "The cynic has gone one step further and decided that nobody can be trusted and nothing can be known. \"They all lie.\" \"It's all spin.\" \"Who's to say, really?\" It feels like the height of sophistication, the intellectual equivalent of wearing sunglasses indoors. But believing nothing is exactly as cheap as believing everything. Both spare you the one job that matters, which is sorting the better claims from the worse ones.",
    },
    {
      type: 'p',
      text: "Cynicism also fails in a way the cynic never notices: it cannot be told the truth. When a true warning arrives, the bridge is closed, the product has been recalled, the email really is from your bank's fraud team, the cynic is just as helpless as the person who believes everything. Worse, cynicism is a gift to manipulators. If nothing can be known, good evidence and bad evidence are worth the same, and the loudest voice wins by default. A common aim of propaganda is not to make you believe the lie. It is to make you too tired to look for the truth.",
    },
    {
      type: 'p',
      text: "The healthy version has a name, and it is scepticism. The sceptic does not refuse to believe; the sceptic refuses to believe more than the evidence allows. David Hume put it in one sentence in 1748, and nobody has improved on it since.",
    },
    {
      type: 'quote',
      text: 'A wise man, therefore, proportions his belief to the evidence.',
      attribution: 'David Hume, An Enquiry Concerning Human Understanding (first published in 1748 as Philosophical Essays Concerning Human Understanding)',
    },
    { type: 'h2', text: 'What it is not, part three: being smart' },
    {
      type: 'p',
      text: "Intelligence helps. It also gives you better tools for fooling yourself. A clever person is simply faster at building a convincing case for whatever they already wanted to believe. Psychologists call this motivated reasoning, and the uncomfortable finding is that cleverness does not switch it off.",
    },
    {
      type: 'p',
      text: "Studies by Dan Kahan and colleagues gave people the same small data-interpretation problem in two versions: one about a skin cream, one about a politically charged policy. On the skin cream, people who were good with numbers did better, as you would hope. On the charged version, people were more likely to get it right when the correct answer suited their politics. The original study also reported that the split between sides was widest among the most numerate, and that is the part to hold loosely: preregistered replications (Persson and colleagues in 2021, Connor and colleagues in 2020) did not find the widening. The safe lesson is the modest one. Being good at maths did not stop people reading the numbers in the direction they were already facing.",
    },
    {
      type: 'p',
      text: "So critical thinking is less a talent than a set of habits. The good news is that habits can be learned. The bad news is that they have to be practised, ideally before the argument starts and not halfway through it while someone is shouting.",
    },
    { type: 'h2', text: 'The habits' },
    { type: 'h3', text: '1. Ask what would change your mind' },
    {
      type: 'p',
      text: "Before defending any belief, name the evidence that would make you drop it. If the honest answer is \"nothing\", you are not holding a belief, you are holding a flag. This one question does more work than the rest of this page put together, and it works just as well on other people, asked gently and with genuine curiosity.",
    },
    { type: 'h3', text: '2. Restate the other side until they would sign it' },
    {
      type: 'p',
      text: "Before you argue against a view, state it so well that someone who holds it would say \"yes, exactly\". This is steelmanning, the opposite of the straw man. It is harder than it sounds and it pays twice: you understand what you are actually disagreeing with, and the other person stops feeling misrepresented, which is when people start listening.",
    },
    { type: 'h3', text: '3. Separate the claim from the person' },
    {
      type: 'p',
      text: "An argument is valid or not, and its premises true or not, whoever says it. Dismissing it because of who said it is the ad hominem fallacy. The honest exception: when you are relying on someone's testimony, their track record and their interests are relevant, because you are trusting them rather than checking the reasoning yourself. \"He's a known liar, so check his figures\" is fair. \"He's a known liar, so his maths is wrong\" is not.",
    },
    { type: 'h3', text: '4. Ask "compared to what?"' },
    {
      type: 'p',
      text: "Numbers without a comparison are decoration. \"Incidents up 50%!\" might mean two became three. \"Nine out of ten dentists\" might mean ten dentists. A new policy that \"failed to eliminate\" a problem might still have halved it. Always ask for the baseline, the denominator and the alternative, and notice who decided not to show them to you.",
    },
    { type: 'h3', text: '5. Treat your feelings as data about the message' },
    {
      type: 'p',
      text: "If a headline makes you furious, smug or frightened within three seconds, that is information, but it is information about how the message was built, not about whether it is true. Strong emotion is the fastest way past your judgement, which is exactly why so much persuasion aims for it. You do not have to stop feeling. You just have to stop sharing until the feeling wears off.",
    },
    { type: 'h3', text: '6. Read laterally' },
    {
      type: 'p',
      text: "When researchers at Stanford, Sam Wineburg and Sarah McGrew among them, compared professional fact-checkers with historians and students, the fact-checkers won by doing something that looks lazy: they barely read the suspicious page. They opened new tabs and checked what other sources said about the site and its backers. A slick website can fake its own \"About us\" page. It cannot fake what everyone else says about it.",
    },
    { type: 'h3', text: '7. Think in degrees' },
    {
      type: 'p',
      text: "Beliefs do not have to be on or off. \"Probably\", \"I'd bet about 70/30\" and \"no idea yet\" are perfectly respectable positions. Thinking in degrees lets you update a little when new evidence arrives, instead of waiting until the evidence is overwhelming and then having to perform a humiliating U-turn in public.",
    },
    { type: 'h3', text: '8. Run the symmetry test' },
    {
      type: 'p',
      text: "Take the argument you find convincing and swap the sides: same reasoning, same evidence, opposite conclusion. If you would tear that version apart, the original does not deserve your respect either. Apply your standards to claims you like as strictly as to claims you dislike. This is the habit people skip most, because it only ever costs you.",
    },
    { type: 'h3', text: "9. Say \"I don't know\" out loud" },
    {
      type: 'p',
      text: "It is three words, it is often the most accurate sentence available, and it is strangely hard to say at a dinner table. Practise. The person who can say it is believed more, not less, when they finally do claim to know something.",
    },
    { type: 'h2', text: 'The habits at work' },
    {
      type: 'worked',
      claim:
        "Shared in a group chat: \"New study: coffee drinkers live longer! I'm going up to six cups a day.\"",
      steps: [
        {
          label: 'What is actually claimed',
          text: 'That in one study, people who drank coffee lived longer on average than people who did not. The six cups part is the sender\'s own addition.',
        },
        {
          label: 'Compared to what',
          text: 'Studies like this usually observe people rather than assign them coffee. Coffee drinkers may differ from non-drinkers in income, health or habits, so the study can show a link without showing that coffee causes it.',
        },
        {
          label: 'Feelings check',
          text: 'It is good news about something we already enjoy. That is exactly when to slow down, because we wave through claims we like.',
        },
        {
          label: 'What would change my mind',
          text: 'Consistent results across many studies that control for those differences, plus some evidence about what happens at high doses rather than at typical ones.',
        },
      ],
      verdict:
        'An association, not a proof, and nothing in it supports six cups. Enjoy your coffee; do not turn yourself into a percolator on the strength of a headline.',
    },
    {
      type: 'checklist',
      title: 'Before you believe it, or share it',
      items: [
        'Can I state the claim in one plain sentence?',
        'What evidence is offered, and is it one case or many?',
        'Compared to what: is there a baseline or denominator?',
        'Who is saying it, and what do others say about them?',
        'How do I feel about it, and is that feeling doing the thinking?',
        'Would I accept the same reasoning if it pointed the other way?',
        'What would change my mind?',
      ],
    },
    { type: 'h2', text: 'Why bother' },
    {
      type: 'p',
      text: "Critical thinking will not make you win more arguments. It may make you lose a few, honourably, to people who turn out to be right. What it does is make you wrong less often and harder to fool, and it makes you better company, because the habits that keep you honest, steelmanning, asking what would change your mind, admitting what you do not know, are the same habits that make people willing to talk to you.",
    },
    {
      type: 'p',
      text: "It is not a personality, a side or a vibe. It is checking. Dull, patient, unglamorous checking, done a bit more often than feels necessary. Which, now that I write it down, is also a fair description of me. I never said it would be glamorous. I said it would work.",
    },
  ],
};

export default article;
