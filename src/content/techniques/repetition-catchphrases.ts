import type { Technique } from '../schema';

const technique: Technique = {
  id: 'repetition-catchphrases',
  name: 'Repetition and Catchphrases',
  description:
    'Making a claim feel true by saying it again and again, ideally in a short, rhythmic phrase that does your thinking for you.',
  example:
    'A company repeats "Simply the smartest choice" in every advert for a year, and customers start describing its product as the smart choice.',
  tagline:
    'Say it once and it is a claim. Say it a thousand times and it is a vibe. Put it on a mug and it is a personality.',
  quote: {
    text: 'Repetition is the cheapest evidence money can buy, and the brain accepts it in cash.',
    attribution: 'The Sophist',
  },
  meaning: [
    "Repetition as a persuasion technique means stating the same message, often in exactly the same words, over and over until it feels familiar, and letting familiarity do the job that evidence should do. The catchphrase is its most efficient form: a short, memorable, often rhythmic line designed to be repeated by the audience as well as the speaker. Slogans, jingles, chants and hashtags all belong to the family.",
    "Repetition is not inherently dishonest. Teachers repeat key ideas because that is how learning works, and a true safety message (\"Stop, drop and roll\") should be repeated until it is automatic. The problem arises when repetition substitutes for support. Logicians even have a name for the argumentative version: argumentum ad nauseam, the practice of repeating a claim until the other side is too tired to keep objecting, and then treating their silence as agreement.",
    "Catchphrases add a second trick. A well-built one compresses a complicated, debatable position into a few words that feel like a conclusion. The psychiatrist Robert Jay Lifton called the extreme case a \"thought-terminating cliche\": a phrase that ends a line of questioning rather than answering it. \"It is what it is.\" \"Everything happens for a reason.\" \"Trust the process.\" Each can be fine in context. Each can also be used to shut a conversation down.",
  ],
  mechanics: [
    "The headline finding here is the illusory truth effect. In 1977 Lynn Hasher, David Goldstein and Thomas Toppino showed that people rated statements as more likely to be true when they had seen them before, regardless of whether they were actually true. It has been replicated many times since. Repeated statements are easier to process, and the brain mistakes that ease, called processing fluency, for a signal of truth.",
    "Worse news: knowing better does not fully protect you. A 2015 study by Lisa Fazio and colleagues found that repetition increased belief even in statements that contradicted what participants already knew, at least when they were not actively checking. Your general knowledge is a safety net, but repetition can slip through the holes when you are reading quickly, which is to say, most of the time.",
    "Familiarity also breeds liking. Robert Zajonc's research on the mere-exposure effect (1968) found that people tend to prefer things simply because they have encountered them more often. So repetition makes a message feel both truer and more pleasant. A brand you have heard of a hundred times feels safer than an unknown one, even when you know nothing else about either.",
    "Rhyme and rhythm help too. In a study by Matthew McGlone and Jessica Tofighbakhsh (2000), people judged rhyming aphorisms as more accurate than the same ideas phrased without rhyme. This is the rhyme-as-reason effect, and it is why so many slogans scan like nursery rhymes. Finally, once a catchphrase is repeated by a group, saying it becomes a way of showing you belong, and questioning it starts to feel like leaving the group.",
  ],
  examples: [
    {
      title: 'The supplement advert',
      text: 'Every radio break for a month includes the line "Clinically inspired. Naturally powerful." Nobody ever mentions a clinical trial.',
      analysis:
        '"Clinically inspired" means nothing testable, which is the point. After the twentieth hearing it feels like a credential. Ask what study, with what result, and the slogan has no answer because it was never meant to have one.',
    },
    {
      title: 'The political chant',
      text: 'At rallies for two rival parties in an invented election, one crowd chants "Common sense, common people!" and the other chants "Fair for all, or not at all!"',
      analysis:
        'Both slogans are impossible to disagree with and impossible to test. They are not arguments; they are badges. Repetition turns them into a sense that the matter is settled and that the only question left is which team you are on.',
    },
    {
      title: 'The group chat rumour',
      text: 'A claim that the local water is "totally contaminated" appears in five different chats in one afternoon, each time forwarded with "Sharing just in case."',
      analysis:
        'Five forwards feel like five sources. They are usually one source, copied. Repetition across channels creates the illusion of independent confirmation, which is exactly what the illusory truth effect feeds on.',
    },
    {
      title: 'The meeting closer',
      text: 'Every time a team member raises a concern about the project, the lead says, "We move fast and fix things later," and the meeting moves on.',
      analysis:
        'A classic thought-terminating cliche. The phrase sounds like a philosophy, but it functions as a door closing. The concern has not been answered, only outlasted.',
    },
  ],
  counterTips: [
    'When a claim feels familiar, ask where you first heard it and whether you ever saw support for it.',
    'Count sources, not repetitions. Ten people repeating one unverified post is still one unverified post.',
    'Translate the slogan into a plain claim you could check, for example "this product is better than its rivals at X", then check it.',
    'Be most careful with claims that rhyme, scan or fit on a sticker. Their polish is not evidence.',
    'If a phrase is ending discussions rather than starting them, say so politely and ask the original question again.',
  ],
  proTip:
    'Familiarity is a feeling, not a fact. The moment a claim feels obviously true and you cannot remember why, you have found the perfect place to start checking.',
  faqs: [
    {
      question: 'What is the illusory truth effect?',
      answer:
        'It is the finding that people judge repeated statements as more likely to be true than new ones, even when the statements are false. First reported by Hasher, Goldstein and Toppino in 1977, it is thought to work through processing fluency: repeated information is easier to process, and ease feels like truth.',
    },
    {
      question: 'Is argumentum ad nauseam a logical fallacy?',
      answer:
        'Yes, in the informal sense. Repeating a claim does not add any support to it, and treating your opponent\'s exhaustion as agreement confuses endurance with evidence.',
    },
    {
      question: 'What is a thought-terminating cliche?',
      answer:
        'A term from the psychiatrist Robert Jay Lifton for a short, familiar phrase used to end questioning or doubt rather than address it. Everyday examples include "it is what it is" or "everything happens for a reason" when used to dismiss a real concern.',
    },
    {
      question: 'How can I protect myself from repetition?',
      answer:
        'Slow down when something feels obviously true, trace it back to a source, and notice when several messages are really copies of one. Actively checking against what you know reduces the effect, while reading passively lets it work.',
    },
  ],
  keywords: [
    'illusory truth effect',
    'repetition persuasion',
    'catchphrases',
    'argumentum ad nauseam',
    'thought-terminating cliche',
    'mere-exposure effect',
    'slogans',
  ],
  datePublished: '2024-01-01',
  dateModified: '2024-01-01',
  metaDescription:
    'Why repeated claims feel true: the illusory truth effect, mere exposure, rhyme-as-reason and thought-terminating cliches, plus how to resist them.',
};

export default technique;
