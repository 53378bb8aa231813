import type { ConceptId } from './schema';

/** One choice for one slot of the beginner's guide exercise. The pillar is revealed only after scoring. */
export interface ArgumentOption {
  id: string;
  pillar: ConceptId;
  text: string;
}

/** The "build an argument" exercise of /beginners-guide: a claim and three options per slot. */
export interface ArgumentExercise {
  claim: string;
  premise: ArgumentOption[];
  evidence: ArgumentOption[];
  conclusion: ArgumentOption[];
}

/** A neutral, concrete claim: every pillar has an honest version of it. */
export const guideExercise: ArgumentExercise = {
  claim: 'The council should put a pedestrian crossing outside Elm Street Primary School.',
  premise: [
    {
      id: 'premise-pathos',
      pillar: 'pathos',
      text: 'Every parent on Elm Street holds their breath at quarter to nine, every single morning.',
    },
    {
      id: 'premise-ethos',
      pillar: 'ethos',
      text: "I have audited this town's junctions as its road-safety officer for twelve years, and I have stood at this one at drop-off time.",
    },
    {
      id: 'premise-logos',
      pillar: 'logos',
      text: 'Busy roads beside school gates see more pedestrian accidents than quiet ones.',
    },
  ],
  evidence: [
    {
      id: 'evidence-logos',
      pillar: 'logos',
      text: 'A count last week found 640 vehicles an hour passing the gate at drop-off, and three near misses in five days.',
    },
    {
      id: 'evidence-ethos',
      pillar: 'ethos',
      text: 'The head teacher, who is very well respected in this town, agrees with me.',
    },
    {
      id: 'evidence-pathos',
      pillar: 'pathos',
      text: 'Last month a seven-year-old was clipped by a van mirror at the gate. She was not badly hurt, but she will not walk to school any more.',
    },
  ],
  conclusion: [
    {
      id: 'conclusion-ethos',
      pillar: 'ethos',
      text: 'So take it from someone who knows: approve the crossing.',
    },
    {
      id: 'conclusion-logos',
      pillar: 'logos',
      text: 'So a crossing at the gate, where the traffic and the children meet at the same time every day, is the measure that fits the problem.',
    },
    {
      id: 'conclusion-pathos',
      pillar: 'pathos',
      text: "So approve the crossing, unless you would like to explain to the next family why you didn't.",
    },
  ],
};
