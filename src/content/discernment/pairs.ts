import type { DraftPair } from './types';

/**
 * The minimal pairs, four per fallacy. Within a pair the topic, length and tone match and only
 * the feature that makes an argument sound flips. Each item records its blind review; an item
 * with `review: null` has not been read yet and never reaches a learner (see ./index.ts).
 */
export const draftPairs: DraftPair[] = [
  // ---- Ad Hominem: an attack unrelated to the claim vs doubting a witness the claim rests on ----
  {
    id: 'ad-hominem-1',
    fallacyId: 'ad-hominem',
    feature: 'irrelevant jibe vs the witness could not have seen it',
    fallacious: {
      text: 'At the allotment committee, Priya says the shared water butt was left empty all August. Graham replies: "Priya has had her plot for one season and still can\'t grow a decent marrow, so I wouldn\'t listen to her."',
      why: 'Ad Hominem. Her marrows have nothing to do with whether the water butt was empty; the jibe at Priya stands in for an answer to what she reported.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'At the allotment committee, Priya says the shared water butt was left empty all August. Graham replies: "Priya was in Portugal for the whole of August, so she can\'t have seen it herself; let\'s ask someone who was here."',
      why: 'Fine. The claim rests on Priya as a witness, and Graham points out she was not there to witness it. That is a fair question about the evidence, not an attack on her.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'ad-hominem-2',
    fallacyId: 'ad-hominem',
    feature: 'attack on the parent vs her source for the figure',
    fallacious: {
      text: 'A parent tells the school governors that Year 3 pupils are spending two hours a night on the new homework. A governor answers: "This is the parent who arrived at sports day in her slippers. I don\'t think we need lessons from her."',
      why: 'Ad Hominem. Her footwear says nothing about how long Year 3 spend on homework. The figure can be checked; mocking the person who raised it checks nothing.',
      review: { readers: 3, agreed: 3, batch: 'content-34' },
    },
    sound: {
      text: 'A parent tells the school governors that Year 3 pupils are spending two hours a night on the new homework. A governor answers: "Her only child is in Year 9, so she can\'t know this first-hand; let\'s ask the Year 3 parents for the real figure."',
      why: 'Fine. The figure rests on her account of other families\' evenings, and she has no first-hand view of Year 3. Asking the parents who do is a sensible check on the evidence.',
      review: { readers: 3, agreed: 3, batch: 'content-34' },
    },
  },
  {
    id: 'ad-hominem-3',
    fallacyId: 'ad-hominem',
    feature: 'mocking the reviewer vs a reason their test differed',
    fallacious: {
      text: 'A reviewer on a baking forum says a loaf recipe came out dry. The recipe\'s author replies: "This is someone who puts pineapple on pizza and thinks that counts as cooking, so I think we can ignore the review."',
      why: 'Ad Hominem. Taste in pizza toppings has no bearing on whether the loaf came out dry. The author dismisses the report by sneering at the reporter.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A reviewer on a baking forum says a loaf recipe came out dry. The recipe\'s author replies: "The review says they swapped the white flour for wholemeal, which soaks up more water, so the recipe as written may be fine."',
      why: 'Fine. The author questions what the reviewer actually tested, not who the reviewer is. A different flour is a real reason the loaf might have come out dry.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'ad-hominem-4',
    fallacyId: 'ad-hominem',
    feature: 'attack on the speaker vs the limits of his own count',
    fallacious: {
      text: 'A councillor says the new cycle lane has cut accidents, citing the police collision figures for the road. A rival responds: "This from a man who drives a sports car to the gym. Nothing he says about roads can be trusted."',
      why: 'Ad Hominem. The figures come from the police, not from the councillor, so his car and his gym habits are beside the point. The rival attacks the man instead of the numbers.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A councillor says the new cycle lane has cut accidents, citing his own count from his office window. A rival responds: "His window only overlooks one junction and he counts on weekdays, so that can\'t speak for the whole lane."',
      why: 'Fine. Here the claim does rest on the councillor\'s own observations, so asking what he could actually see is a fair challenge to the evidence.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Appeal to Authority: expert outside their field or a lone voice vs a relevant expert body ----
  {
    id: 'appeal-to-authority-1',
    fallacyId: 'appeal-to-authority',
    feature: 'heart surgeon on wine vs a wine buyer on wine',
    fallacious: {
      text: 'Tom tells his friends: "My cousin is a heart surgeon, one of the best in the country, and she says this year\'s Bordeaux is the finest vintage in decades. So I\'ve ordered three cases before it sells out."',
      why: 'Appeal to Authority. Being an excellent heart surgeon makes her an expert on hearts, not on wine. Her standing is borrowed from a field that has nothing to do with the claim.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'Tom tells his friends: "My cousin buys wine for a merchant and tastes hundreds of Bordeaux every year, and she says this year\'s is the finest vintage in decades. So I\'ve ordered three cases before it sells out."',
      why: 'Fine. Judging vintages is exactly what his cousin does for a living, so her opinion is relevant expertise in her own field. Expert opinion is good evidence when the expert knows the subject.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-authority-2',
    fallacyId: 'appeal-to-authority',
    feature: 'astrophysicist endorsing shampoo vs dermatologists\' guidelines',
    fallacious: {
      text: 'A shampoo advert says: "Our formula gets rid of dandruff, says Dr Hale, who holds two doctorates in astrophysics. Now available at your local chemist."',
      why: 'Appeal to Authority. Two doctorates in astrophysics tell you a lot about stars and nothing about scalps. The title is there to impress, not to inform.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A shampoo advert says: "Our formula\'s active ingredient is the first treatment for dandruff in the dermatologists\' own clinical guidelines. Now available at your local chemist."',
      why: 'Fine. Dermatologists are the relevant experts on dandruff, and a professional guideline reflects their shared judgement rather than one person\'s opinion.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'appeal-to-authority-3',
    fallacyId: 'appeal-to-authority',
    feature: 'one podcast geologist against the survey vs the survey team',
    fallacious: {
      text: 'A walker says: "One geologist on a podcast says the cliff path is perfectly stable, even though the coastal survey team who inspected it say it isn\'t. So I\'m ignoring the closure signs."',
      why: 'Appeal to Authority. One voice on a podcast is set against the people who actually inspected the path. Picking the lone expert who says what you want is not following the experts.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A walker says: "The coastal survey team inspected the cliff path after the storms and say part of it is unstable. So I\'m following the closure signs and taking the long way round."',
      why: 'Fine. The people who inspected this very path are the right authority on whether it is safe, and trusting them is reasonable.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-authority-4',
    fallacyId: 'appeal-to-authority',
    feature: 'a celebrity\'s say-so vs an independent comparison body',
    fallacious: {
      text: 'An advert says: "A famous England footballer says this is the best fixed-rate mortgage on the market, and he should know: he\'s won everything there is to win. Apply today."',
      why: 'Appeal to Authority. Winning trophies makes him an authority on football, not on mortgages, and he is paid to say it. His fame is doing the work the evidence should do.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'An advert says: "An independent consumer group compared forty fixed-rate mortgages and found that ours had the lowest total cost, fees included, over five years. Apply today."',
      why: 'Fine. An independent comparison by people who test financial products is relevant expertise, and it rests on a check you could in principle repeat.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Appeal to Emotion: a feeling in place of reasons vs a feeling or need that is the point ----
  {
    id: 'appeal-to-emotion-1',
    fallacyId: 'appeal-to-emotion',
    feature: 'imagined lonely pensioner vs what pensioners told the survey',
    fallacious: {
      text: 'At a town meeting about moving the library a mile away, a volunteer says: "Picture a lonely pensioner sitting in the dark this winter, with nowhere to go. Now tell me you can vote for this move."',
      why: 'Appeal to Emotion. The picture is moving, but it offers no reason to think the move would leave anyone in the dark. Sympathy is asked to do the job of evidence.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'At a town meeting about moving the library a mile away, a volunteer says: "In our survey, most pensioners who use it said it\'s the only warm place they go in winter, and few can walk a mile."',
      why: 'Fine. The volunteer gives evidence about who uses the library and what the move would cost them. It may still be sad, but the argument rests on facts.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-emotion-2',
    fallacyId: 'appeal-to-emotion',
    feature: 'imagined Christmas mornings vs the survey and local prices',
    fallacious: {
      text: 'An estate agent tells a couple: "Just imagine your children\'s faces on Christmas morning in this house. You\'d never forgive yourselves if you let it go, so put in an offer today."',
      why: 'Appeal to Emotion. Imagined joy and future guilt are offered instead of anything about the house itself: its condition, its price, or what similar homes sell for.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'An estate agent tells a couple: "The survey found no damp or structural problems, and the last three houses like it on this street sold for more, so the asking price looks fair."',
      why: 'Fine. The agent gives reasons that bear on the decision: the condition of the house and what comparable houses sold for.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'appeal-to-emotion-3',
    fallacyId: 'appeal-to-emotion',
    feature: 'loyalty and betrayal vs commute and rent',
    fallacious: {
      text: 'A manager defending an office move says: "After everything this team has been through together, questioning the move now would feel like a betrayal of all of us. So can we agree it\'s the right call?"',
      why: 'Appeal to Emotion. Loyalty and the fear of betraying colleagues are used to close the question, without a single reason why the move is a good one.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A manager defending an office move says: "Most of the team told the survey their commute to the new site would be shorter, and the rent is a third lower. So can we agree it\'s the right call?"',
      why: 'Fine. Shorter commutes and lower rent are reasons that bear directly on whether the move is a good idea.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-emotion-4',
    fallacyId: 'appeal-to-emotion',
    feature: 'guilt about love vs the child\'s wish as the point of a party',
    fallacious: {
      text: 'Planning their daughter\'s birthday, Sam says to his partner: "If you really loved her, you wouldn\'t even ask what the bouncy castle costs. So we\'re booking it, whatever the price."',
      why: 'Appeal to Emotion. Guilt about love replaces the actual question, whether the castle is worth its price. Loving a child and checking a quote are not in conflict.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Planning their daughter\'s birthday, Sam says to his partner: "She has asked for a bouncy castle every day for a month, and it\'s her party, so if we can afford it, we should book it."',
      why: 'Fine. The point of a child\'s party is that she enjoys it, so her excitement is relevant evidence, and Sam still checks that they can afford it.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Appeal to Popularity: the crowd as proof of truth vs uptake as evidence where it is relevant ----
  {
    id: 'appeal-to-popularity-1',
    fallacyId: 'appeal-to-popularity',
    feature: 'sales prove the diet claim vs sales predict it will sell',
    fallacious: {
      text: 'A charity shop volunteer says: "Two million people have bought this diet book, so its claim that bread makes you age faster must be true. I\'m cutting out toast from tomorrow."',
      why: 'Appeal to Popularity. How many people bought a book says nothing about whether its health claims are true. Best-sellers can be wrong by the million.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A charity shop volunteer says: "Two million people have bought this diet book, so if we put our donated copies in the window, they\'ll probably sell. Let\'s try it from tomorrow."',
      why: 'Fine. Here popularity is the very thing in question: a book lots of people buy is likely to find buyers in the shop too.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-popularity-2',
    fallacyId: 'appeal-to-popularity',
    feature: 'everyone uses them so they are healthy vs everyone asked for them so buy them',
    fallacious: {
      text: 'In the office kitchen, Jo says: "Nearly everyone on our floor uses a standing desk now, so they must be better for your back. I\'m getting one for home as well."',
      why: 'Appeal to Popularity. A trend on one floor is not evidence about backs. Whether standing desks help is a question for studies, not for a head count.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'In the office kitchen, Jo says: "Nearly everyone on our floor asked for a standing desk in the survey, so if we\'re spending the furniture budget, that\'s what we should order."',
      why: 'Fine. The budget is meant to buy what staff want, so what most staff asked for is exactly the relevant evidence.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'appeal-to-popularity-3',
    fallacyId: 'appeal-to-popularity',
    feature: 'village belief in a cure vs village interest in using a garden',
    fallacious: {
      text: 'A parish newsletter says: "Most people in the village believe the water from the old well eases headaches, so there must be something to it. Why not fill a bottle next time you pass?"',
      why: 'Appeal to Popularity. A belief being common in the village is not evidence that the water does anything. Only a fair test could show that.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A parish newsletter says: "Most people in the village told our survey they would visit a restored garden round the old well, so restoring it should draw visitors. Why not help out on Saturday?"',
      why: 'Fine. The question is whether people would visit, and what villagers say they would do is reasonable evidence of that.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-popularity-4',
    fallacyId: 'appeal-to-popularity',
    feature: 'a queue proves the food is healthy vs a queue predicts a wait',
    fallacious: {
      text: 'Outside a new restaurant, Ravi says: "There\'s a queue down the street here every single night, so this must be the healthiest food in town. We should eat here every week."',
      why: 'Appeal to Popularity. A queue shows that the place is popular, not that the food is healthy. Plenty of crowds queue for chips.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Outside a new restaurant, Ravi says: "There\'s a queue down the street here every single night, so if we turn up at seven without booking, we\'ll probably wait. We should book for Friday."',
      why: 'Fine. A nightly queue is good evidence that walking in at seven will mean waiting. The crowd is relevant because the question is about the crowd.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Appeal to Ignorance: nobody has shown otherwise vs a thorough search found nothing ----
  {
    id: 'appeal-to-ignorance-1',
    fallacyId: 'appeal-to-ignorance',
    feature: 'no one has shown it unsafe vs an inspection found nothing',
    fallacious: {
      text: 'A council officer says: "Nobody has ever shown that the old footbridge over the river is unsafe, so we can take it that it\'s sound and reopen it to the public next week."',
      why: 'Appeal to Ignorance. Nobody showing it is unsafe is not the same as anyone checking. Without an inspection, the absence of evidence proves nothing.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A council officer says: "Engineers checked every joint of the old footbridge over the river with ultrasound last month and found no cracks, so we can reopen it to the public next week."',
      why: 'Fine. A thorough search that would have found cracks if there were any, and found none, is good evidence that there are none.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-ignorance-2',
    fallacyId: 'appeal-to-ignorance',
    feature: 'nobody has seen the key vs every place searched',
    fallacious: {
      text: 'Mia says to her flatmate: "Neither of us has seen the spare key lying about the flat for weeks, so it can\'t be in here. It must have been lost on the way back from the shops."',
      why: 'Appeal to Ignorance. Not having noticed something is not the same as having looked for it. The key could be in any drawer nobody has opened.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Mia says to her flatmate: "We\'ve emptied every drawer, gone through every coat pocket and checked under the sofa, so the key isn\'t in here. It was probably lost on the way back from the shops."',
      why: 'Fine. After a search thorough enough to find the key if it were there, not finding it is good reason to think it is somewhere else.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'appeal-to-ignorance-3',
    fallacyId: 'appeal-to-ignorance',
    feature: 'no published harm vs trials that looked for harm',
    fallacious: {
      text: 'A garden centre manager says: "Nobody has published anything showing that our new weedkiller harms bees, so we can tell customers it\'s perfectly safe to use around their flowers."',
      why: 'Appeal to Ignorance. No published harm may only mean nobody has looked. The lack of evidence is being treated as evidence of safety.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A garden centre manager says: "Three large field trials looked for harm to bee colonies from our new weedkiller and found none, so we can tell customers it\'s safe to use around flowers."',
      why: 'Fine. Trials designed to detect harm to bees, which found none, are a search that would probably have turned up a problem if there were one.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'appeal-to-ignorance-4',
    fallacyId: 'appeal-to-ignorance',
    feature: 'not disproved so it works vs a trial that looked and found nothing',
    fallacious: {
      text: 'A head teacher says: "Nobody has shown that the new reading scheme doesn\'t work, so we can assume it does, and we\'ll be rolling it out to every class from September."',
      why: 'Appeal to Ignorance. That nobody has disproved something is no evidence that it works. Whether the scheme helps is still an open question.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A head teacher says: "A trial in forty schools looked for a benefit from the new reading scheme and found none, so we won\'t pay for it, and we\'ll keep our current scheme from September."',
      why: 'Fine. A large trial that was looking for an effect and did not find one is real evidence that the effect is small or absent.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Tu Quoque: "you do it too" as a rebuttal vs a track record as a reason to doubt a promise ----
  {
    id: 'tu-quoque-1',
    fallacyId: 'tu-quoque',
    feature: 'his expenses refute the cap vs his expenses cast doubt on his promise',
    fallacious: {
      text: 'A parish councillor argues that members\' expenses should be capped. A rival says: "He claimed more expenses than anyone else last term, so his argument for a cap is plainly nonsense."',
      why: 'Tu Quoque. It is the "you too" kind of ad hominem. His own expenses may make him a hypocrite, but they do not touch the case for a cap. The argument is dismissed because of who makes it.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A parish councillor promises that, if re-elected, he will claim less in expenses. A rival says: "He claimed more expenses than anyone else last term, so I\'ll believe that promise when I see it."',
      why: 'Fine. The question is whether to trust his promise about his own future behaviour, and his past behaviour is fair evidence on exactly that.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'tu-quoque-2',
    fallacyId: 'tu-quoque',
    feature: 'mum scrolls too so the advice is wrong vs mum broke the same promise',
    fallacious: {
      text: 'A mother tells her son that scrolling on his phone until 2 a.m. will wreck his sleep. He replies: "You look at your phone in bed every night, so that\'s rubbish."',
      why: 'Tu Quoque. It is the "you too" kind of ad hominem. Whether his mother follows her own advice has no bearing on whether late-night scrolling harms sleep. Her habit does not make the advice false.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A mother promises her son that from now on nobody will take phones to bed. He replies: "You\'ve promised that twice this year and broken it both times, so I\'ll wait and see."',
      why: 'Fine. He is judging how far to trust a promise, and her record of breaking the same promise is relevant to that.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'tu-quoque-3',
    fallacyId: 'tu-quoque',
    feature: 'critics wrap things too vs the company broke the same pledge before',
    fallacious: {
      text: 'A company criticised for its plastic packaging responds: "Our critics\' own products come wrapped in just as much plastic, so there is no substance at all to their complaint about ours."',
      why: 'Tu Quoque. It is the "you too" kind of ad hominem. The critics may be no better, but that does not make the company\'s packaging any less wasteful. Pointing back at the accuser answers nothing.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A company pledges to halve its plastic packaging by next year. A critic responds: "It made that pledge five years ago and its packaging grew, so the pledge alone tells us little."',
      why: 'Fine. The critic uses the company\'s record to judge how much weight a promise deserves, which is exactly what a record is good for.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'tu-quoque-4',
    fallacyId: 'tu-quoque',
    feature: 'your report had errors too vs you promised the same last month',
    fallacious: {
      text: 'At a team meeting, Sam points out three wrong figures in Jo\'s report. Jo replies: "Your report last month had mistakes too, so you\'re in no position to criticise mine."',
      why: 'Tu Quoque. It is the "you too" kind of ad hominem. Sam\'s old mistakes do not make Jo\'s figures right. The three wrong figures are still wrong, whoever points them out.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'At a team meeting, Sam promises his next report will be free of mistakes. Jo replies: "You said that last month and it still had three wrong figures, so let\'s add a second checker."',
      why: 'Fine. Jo uses Sam\'s record to judge how far to rely on his promise and proposes a sensible safeguard.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Red Herring: the topic switched vs a related point that bears on the question ----
  {
    id: 'red-herring-1',
    fallacyId: 'red-herring',
    feature: 'hanging baskets vs the reason the bins were missed',
    fallacious: {
      text: 'At a residents\' meeting, someone asks why the bins on their street weren\'t collected for three weeks. The councillor replies: "What I\'d really like to talk about is the new hanging baskets on the high street, which everyone loves."',
      why: 'Red Herring. The hanging baskets have nothing to do with the missed collections. The question is left unanswered while attention wanders off to the flowers.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'At a residents\' meeting, someone asks why the bins on their street weren\'t collected for three weeks. The councillor replies: "The lorry broke down and the part took three weeks to arrive; we now keep a spare lorry."',
      why: 'Fine. The councillor answers the question that was asked: what went wrong and what has changed.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'red-herring-2',
    fallacyId: 'red-herring',
    feature: 'other schools have no trips vs what the extra money pays for',
    fallacious: {
      text: 'A parent asks the head teacher why the Year 6 trip costs £80 more than last year. The head replies: "At least our pupils get trips at all. Plenty of schools don\'t offer any, you know."',
      why: 'Red Herring. Other schools\' trips, or the lack of them, do not explain the price rise. The parent asked why it costs more and got a change of subject.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A parent asks the head teacher why the Year 6 trip costs £80 more than last year. The head replies: "The coach firm put its prices up, and this year\'s trip adds a night in a hostel."',
      why: 'Fine. The head explains where the extra £80 goes, which is exactly what the parent asked.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'red-herring-3',
    fallacyId: 'red-herring',
    feature: 'the post office hours vs the speed survey',
    fallacious: {
      text: 'At a parish meeting about lowering the speed limit on the high street to 20 mph, one resident says: "Before we discuss speed limits, shouldn\'t we be asking why the post office shuts at lunchtime?"',
      why: 'Red Herring. The post office\'s opening hours have no bearing on the speed limit. A new topic is dragged in and the original question gets dropped.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'At a parish meeting about lowering the speed limit on the high street to 20 mph, one resident says: "Before we vote, shouldn\'t we look at the police survey of how fast drivers on it actually go?"',
      why: 'Fine. How fast drivers actually go on the high street bears directly on whether a lower limit would change anything.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'red-herring-4',
    fallacyId: 'red-herring',
    feature: 'design awards vs the reset switch and a replacement',
    fallacious: {
      text: 'A customer says her new kettle stopped working after a week. The shop assistant replies: "That brand has won three design awards, you know, and the colours they do this year are gorgeous."',
      why: 'Red Herring. Design awards and colours have nothing to do with a kettle that has stopped working. The complaint is smothered in praise instead of answered.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A customer says her new kettle stopped working after a week. The shop assistant replies: "That model has a reset switch underneath; if pressing it doesn\'t help, we\'ll swap the kettle today."',
      why: 'Fine. The assistant deals with the broken kettle: a likely cause, and a remedy if that is not it.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Straw Man: the proposal distorted vs an accurate paraphrase, then the objection ----
  {
    id: 'straw-man-1',
    fallacyId: 'straw-man',
    feature: 'one degree becomes shivering in gloves vs the real one degree, costed',
    fallacious: {
      text: 'Ayesha suggests turning the office heating down by one degree to save money. Ben replies: "So Ayesha wants us all shivering at our desks in coats and gloves. I\'m not having it."',
      why: 'Straw Man. One degree is not coats and gloves. Ben inflates a small proposal into an extreme one and objects to the version nobody made.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'Ayesha suggests turning the office heating down by one degree to save money. Ben replies: "One degree would save about £40 a year, and two people already work in fleeces. Not worth it."',
      why: 'Fine. Ben answers the proposal as it was made, one degree, and gives reasons against it: a small saving and colleagues already cold.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'straw-man-2',
    fallacyId: 'straw-man',
    feature: 'a few racks become ripping up the car park vs the racks and the spaces they take',
    fallacious: {
      text: 'A cyclist asks for a few more bike racks at the station. A driver responds: "He wants to rip up the car park and force everyone onto bicycles, which is absurd in a commuter town."',
      why: 'Straw Man. A few bike racks have become a plan to scrap the car park and ban cars. The driver argues against something the cyclist never proposed.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A cyclist asks for a few more bike racks at the station. A driver responds: "More racks would take four parking spaces, and the car park is full by eight. The taxi rank has room."',
      why: 'Fine. The driver takes the request as it was made and raises a real cost of it, with an alternative.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'straw-man-3',
    fallacyId: 'straw-man',
    feature: 'calculators for hard questions becomes no times tables vs the actual proposal, answered',
    fallacious: {
      text: 'A teacher suggests pupils could use calculators for the hardest questions on maths tests. A parent says: "So she thinks children needn\'t learn their times tables at all. No wonder standards are slipping."',
      why: 'Straw Man. Calculators for the hardest questions is not the same as abandoning times tables. The parent rebuts a far bolder claim than the one made.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A teacher suggests pupils could use calculators for the hardest questions on maths tests. A parent says: "Even just for the hard ones, the test could no longer show whether pupils can do the arithmetic."',
      why: 'Fine. The parent keeps to what the teacher proposed and gives a reason against it. You can disagree with the reason, but it is aimed at the real proposal.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'straw-man-4',
    fallacyId: 'straw-man',
    feature: 'a long book becomes only picture books vs the length, answered',
    fallacious: {
      text: 'At a book group, Nell says next month\'s 700-page novel is a bit long for four weeks. Fran replies: "Right, so we should only read picture books from now on? Some of us came here to read."',
      why: 'Straw Man. Saying one book is long for one month is not a demand for picture books. Fran mocks a position Nell does not hold.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'At a book group, Nell says next month\'s 700-page novel is a bit long for four weeks. Fran replies: "It is long, but it\'s a quick read, and we could give it six weeks rather than drop it."',
      why: 'Fine. Fran takes Nell\'s point as she made it, agrees with part of it and offers a way round it.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Begging the Question: the conclusion restated as a premise vs independent support ----
  {
    id: 'begging-the-question-1',
    fallacyId: 'begging-the-question',
    feature: 'trustworthy because it is trustworthy vs the regulator\'s record',
    fallacious: {
      text: 'A reader writes to a newspaper: "You can trust the Daily Beacon\'s reporting, because the Beacon is an honest paper, and an honest paper doesn\'t print things that aren\'t true."',
      why: 'Begging the Question. "Honest paper" is the conclusion dressed up as a reason. The letter assumes exactly what it sets out to show.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A reader writes to a newspaper: "You can trust the Daily Beacon\'s reporting more than most: the press regulator upheld fewer complaints against it than any other national paper."',
      why: 'Fine. The regulator\'s record is independent evidence about accuracy, gathered by someone other than the paper itself.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'begging-the-question-2',
    fallacyId: 'begging-the-question',
    feature: 'best because none is better vs awards and ratings',
    fallacious: {
      text: 'Leo tells a visiting friend: "Gino\'s is the best pizzeria in town, because nowhere else in town makes pizza as good as Gino\'s does. We\'re going there tonight."',
      why: 'Begging the Question. "Nowhere makes pizza as good" is just "it is the best" said again. No reason is given that does not already assume the conclusion.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Leo tells a visiting friend: "Gino\'s has won the town\'s food awards three years running and tops both review sites, so it\'s probably the best pizza here. We\'re going there tonight."',
      why: 'Fine. Awards and ratings are evidence from outside the claim itself, and Leo draws a suitably modest conclusion from them.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'begging-the-question-3',
    fallacyId: 'begging-the-question',
    feature: 'good leader because she has leadership qualities vs her teams\' ratings',
    fallacious: {
      text: 'A director says of a new appointment: "Our new manager is plainly a good leader. After all, she has all the qualities that make somebody a good leader."',
      why: 'Begging the Question. Having the qualities of a good leader is what being a good leader means, so the reason simply repeats the claim.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A director says of a new appointment: "Our new manager is probably a good leader. Both of her previous teams rated her the best manager in the staff survey."',
      why: 'Fine. The ratings of people who worked for her are evidence from outside the claim, and the director does not overstate them.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'begging-the-question-4',
    fallacyId: 'begging-the-question',
    feature: 'banned because it should not be allowed vs the litter survey',
    fallacious: {
      text: 'A letter to the council says: "Smoking should be banned in the park playground, because letting people smoke in the park playground is simply unacceptable and shouldn\'t be permitted."',
      why: 'Begging the Question. "Shouldn\'t be permitted" is the conclusion again in different words. The letter gives no reason beyond its own opinion.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A letter to the council says: "Smoking should be banned in the park playground, because your own litter survey found cigarette ends are the most common rubbish there, and toddlers pick them up."',
      why: 'Fine. The survey is independent support: it shows a real harm that a ban would address.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- False Dichotomy: live options left out vs options that really are the only ones ----
  {
    id: 'false-dichotomy-1',
    fallacyId: 'false-dichotomy',
    feature: 'close it or raise tax vs the bequest\'s two permitted uses',
    fallacious: {
      text: 'A councillor says: "Either we close the village library or we put council tax up by ten per cent. Nobody wants a tax rise, so the library will have to close."',
      why: 'False Dichotomy. Shorter opening hours, volunteers, sharing a building, savings elsewhere: plenty of options are missing from a choice presented as only two.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A trustee says: "The bequest must by law go either to the village library or to the swimming pool. The pool has just turned it down, so the money will go to the library."',
      why: 'Fine. Here the two options really are the only ones, fixed by the terms of the bequest, so ruling one out settles it.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'false-dichotomy-2',
    fallacyId: 'false-dichotomy',
    feature: 'support it or not care vs a two-option binding ballot',
    fallacious: {
      text: 'A campaigner says: "Either you back the new one-way system in full, or you don\'t care about children\'s safety on these roads. So which is it?"',
      why: 'False Dichotomy. You can care a great deal about safety and still doubt this scheme, or want parts of it. The two boxes leave out most of the real positions.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A campaigner says: "The ballot has only two options, keep the new one-way system or scrap it, and the council must follow the result. So if \'keep\' loses, it goes."',
      why: 'Fine. The ballot really does offer just two outcomes and the result is binding, so the either-or is accurate.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'false-dichotomy-3',
    fallacyId: 'false-dichotomy',
    feature: 'not coming means you never liked her vs tonight is the only chance',
    fallacious: {
      text: 'Kat says to a colleague: "Jo\'s leaving drinks are tonight. Either you come along, or you obviously never liked her, so it\'s up to you."',
      why: 'False Dichotomy. People miss leaving drinks for childcare, trains, illness or a dislike of pubs. Liking Jo and staying home are perfectly compatible.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'Kat says to a colleague: "Jo\'s leaving drinks are tonight and she emigrates at dawn. Either you come along, or you won\'t say goodbye in person."',
      why: 'Fine. Jo leaves the country at dawn, so tonight really is the last chance to say goodbye in person; a call or a message is another thing, and Kat does not claim otherwise.',
      review: { readers: 3, agreed: 3, batch: 'content-34' },
    },
  },
  {
    id: 'false-dichotomy-4',
    fallacyId: 'false-dichotomy',
    feature: 'the intern or the software vs the only two editors',
    fallacious: {
      text: 'A manager says: "Either the intern made the error in the budget spreadsheet or the software is broken. The software passed its checks, so it must have been the intern."',
      why: 'False Dichotomy. Anyone else who opened the spreadsheet could have made the error. Two suspects are offered as if they were the only ones.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A manager says: "The version history shows only the intern and I edited the budget spreadsheet, and my edits didn\'t touch that column, so the change must have been the intern\'s."',
      why: 'Fine. The version history makes the options genuinely exhaustive, and one of them has been ruled out.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Hasty Generalization: one anecdote vs a large, representative sample ----
  {
    id: 'hasty-generalization-1',
    fallacyId: 'hasty-generalization',
    feature: 'one neighbour\'s car vs a random sample of thousands of owners',
    fallacious: {
      text: 'Paul says: "My neighbour\'s new Voltra hatchback broke down twice in its first month, so Voltras are less reliable than other small cars. I\'m not buying one."',
      why: 'Hasty Generalization. One car tells you about one car. A single memorable breakdown is far too small a sample to judge a whole model.',
      review: { readers: 3, agreed: 3, batch: 'content-34' },
    },
    sound: {
      text: 'Paul says: "A survey of 5,000 Voltra owners picked at random found more breakdowns than for other small cars, so Voltras are probably less reliable. I\'m not buying one."',
      why: 'Fine. Thousands of owners picked at random are a fair sample of the model, and Paul says "probably", which is as far as a survey goes.',
      review: { readers: 3, agreed: 3, batch: 'content-34' },
    },
  },
  {
    id: 'hasty-generalization-2',
    fallacyId: 'hasty-generalization',
    feature: 'one cold cup vs a year of visits',
    fallacious: {
      text: 'Hannah tells her friend: "I went to that café by the station once last month and my coffee was stone cold, so their coffee is always cold. Let\'s go somewhere else."',
      why: 'Hasty Generalization. One visit cannot show what the café is always like. Everyone has an off day, cafés included.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Hannah tells her friend: "I\'ve been to that café by the station most weekdays for a year and my coffee is usually cold, so it will probably be cold today. Let\'s go elsewhere."',
      why: 'Fine. Hundreds of visits over a year are a decent sample, and she only predicts what will probably happen.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'hasty-generalization-3',
    fallacyId: 'hasty-generalization',
    feature: 'two pupils at a bus stop vs nearly the whole school',
    fallacious: {
      text: 'A governor says: "The two Year 10 pupils I spoke to at the bus stop both hate the new uniform, so the whole school is against it. We should drop it."',
      why: 'Hasty Generalization. Two pupils at one bus stop are not the school. The sample is tiny and nobody chose it to be representative.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A governor says: "Over 900 of our 1,000 pupils answered the survey, and four in five of them dislike the new uniform, so most of the school is against it. We should review it."',
      why: 'Fine. Nearly every pupil answered, so the survey speaks for the whole school, and the conclusion follows from it.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'hasty-generalization-4',
    fallacyId: 'hasty-generalization',
    feature: 'one aunt vs a trial of 2,000 people',
    fallacious: {
      text: 'Chris tells a colleague: "My aunt tried those new hay fever tablets all last summer and they did nothing for her, so they don\'t work. Don\'t waste your money on them."',
      why: 'Hasty Generalization. One person\'s experience cannot show whether tablets work for people in general. Bodies, pollen and doses all vary.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Chris tells a colleague: "In a trial of 2,000 hay fever sufferers, those new tablets did no better than a dummy pill, so they probably won\'t help you. Don\'t waste your money."',
      why: 'Fine. A large controlled trial is exactly the kind of evidence that can show whether a treatment works for most people.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Post Hoc: sequence only vs sequence plus a comparison ----
  {
    id: 'post-hoc-1',
    fallacyId: 'post-hoc',
    feature: 'sales rose after the change vs changed branches against unchanged ones',
    fallacious: {
      text: 'A regional manager says: "We moved to later opening hours in February, and in March sales went up, so the new hours must be what did it. Let\'s keep them."',
      why: 'Post Hoc. Sales rising after the change does not show the change caused it. Spring, a competitor closing or a promotion could each explain March.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A regional manager says: "Sales went up in the three branches that moved to later hours and stayed flat in the three that didn\'t, so the new hours probably helped. Let\'s keep them."',
      why: 'Fine. Comparing the branches that changed with those that did not, over the same months, rules out much of what could otherwise explain the rise, such as the season.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'post-hoc-2',
    fallacyId: 'post-hoc',
    feature: 'no colds since starting vs a placebo-controlled trial',
    fallacious: {
      text: 'Ella tells her sister: "I started taking that vitamin supplement in January and I haven\'t had a single cold since, so it works. You should try it this winter too."',
      why: 'Post Hoc. Colds come and go with the seasons and with luck. Not having one after starting the pills shows nothing about whether the pills did it.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Ella tells her sister: "In a trial of 3,000 people, those given that supplement had fewer colds than those given a dummy pill, so it may help. You could try it this winter too."',
      why: 'Fine. A trial with a comparison group is designed to separate the effect of the pill from everything else that happens at the same time.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'post-hoc-3',
    fallacyId: 'post-hoc',
    feature: 'best results after painting vs a random half painted',
    fallacious: {
      text: 'A head teacher says: "We painted the classrooms pale blue over the summer, and this year\'s exam results were our best ever, so the blue walls must have helped pupils concentrate."',
      why: 'Post Hoc. A better year after the paint job could be down to the pupils, the teaching or the exam. Coming first does not make the paint the cause.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A head teacher says: "We painted half the classrooms pale blue, chosen by drawing lots, and pupils in the blue rooms did better in the same tests, so the colour may help concentration."',
      why: 'Fine. Rooms chosen at random and compared on the same tests is a fair comparison, so a difference points to the colour.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'post-hoc-4',
    fallacyId: 'post-hoc',
    feature: 'music then a good crop vs fed and unfed plants side by side',
    fallacious: {
      text: 'A gardener says: "My tomatoes did brilliantly the summer I started playing them classical music, so the music must have helped them grow. I\'ll keep the radio on."',
      why: 'Post Hoc. The music came first and the good crop came after, and that order is all the argument shows. A good summer for tomatoes would have done the same.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'A gardener says: "My tomatoes fed with seaweed grew bigger than the unfed ones next to them, in the same soil and light, so the feed probably helped. I\'ll keep using it."',
      why: 'Fine. Plants side by side in the same conditions, differing only in the feed, make a fair comparison.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },

  // ---- Slippery Slope: an unsupported chain vs each link evidenced or a precedent shown ----
  {
    id: 'slippery-slope-1',
    fallacyId: 'slippery-slope',
    feature: 'coats lead to no uniform vs what happened last time coats were allowed',
    fallacious: {
      text: 'A deputy head says: "If we let Year 11 wear their own coats in the corridors, next they\'ll want their own clothes in lessons, and before long nobody will wear uniform at all."',
      why: 'Slippery Slope. Each step is simply asserted. Nothing suggests that allowing coats in corridors leads to abolishing the uniform.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'A deputy head says: "When we let Year 11 wear their own coats in the corridors in 2019, coats piled up on chairs and the lost property bill tripled that term, so I expect the same again."',
      why: 'Fine. The prediction rests on what happened the last time the school tried it, which is good evidence for the same result.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'slippery-slope-2',
    fallacyId: 'slippery-slope',
    feature: 'cards lead to closure vs the fee, the margin and the last price rise',
    fallacious: {
      text: 'A regular says: "If the bakery starts taking cards, next it\'ll stop taking cash, then the pensioners will stop coming, and within a year it will have closed altogether."',
      why: 'Slippery Slope. Taking cards is not the same as refusing cash, and no step in the chain is supported. The ending is scary; the route to it is invented.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'The baker says: "Card fees of 3 per cent would wipe out my margin on bread, forcing a price rise, and the last time I raised prices, sales fell by a fifth."',
      why: 'Fine. Each step is backed: the fee is known, the margin is hers to know, and the last time she raised prices shows what a rise does to her sales.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
  {
    id: 'slippery-slope-3',
    fallacyId: 'slippery-slope',
    feature: 'one person at home leads to closing the office vs another branch\'s precedent',
    fallacious: {
      text: 'An office manager says: "If we let one person work from home on Fridays, everyone will want it, then nobody will come in at all, and within a year we\'ll have to close the office."',
      why: 'Slippery Slope. One flexible Friday is chained to an empty office and a closure without any evidence for a single link.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
    sound: {
      text: 'An office manager says: "When our Leeds branch let staff work from home on Fridays, most took it up within a month and it closed Friday reception, so we should plan for the same."',
      why: 'Fine. A close precedent shows each step actually happening, so the forecast is reasonable.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
  },
  {
    id: 'slippery-slope-4',
    fallacyId: 'slippery-slope',
    feature: 'one missed session leads to giving up vs the tracker\'s record',
    fallacious: {
      text: 'Dan tells himself: "If I skip the gym tonight, I\'ll skip Thursday as well, then I\'ll give up altogether, and by the summer I\'ll be right back where I started."',
      why: 'Slippery Slope. Missing one session does not make giving up inevitable. The chain is a worry, not a forecast.',
      review: { readers: 3, agreed: 3, batch: 'check-2' },
    },
    sound: {
      text: 'Dan tells himself: "My tracker shows that whenever I\'ve skipped the gym this year, I\'ve skipped the next two sessions too, so if I skip tonight, I\'ll probably lose the week."',
      why: 'Fine. Dan\'s own record supports the next step, and he predicts only what it supports.',
      review: { readers: 3, agreed: 3, batch: 'check-1' },
    },
  },
];
