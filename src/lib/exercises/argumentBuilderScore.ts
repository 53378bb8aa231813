/**
 * The beginner's guide's scoring rule: 30 points for an ethos premise,
 * 30 for logos or pathos evidence, 20 for a logos conclusion. Pure: no React, no clock.
 */

import type { ConceptId } from '@/content/schema';

/** The three pillars are the three concepts of the beginner's guide. */
export type Pillar = ConceptId;
export type ArgumentSlot = 'premise' | 'evidence' | 'conclusion';

export const ARGUMENT_SLOTS: readonly ArgumentSlot[] = ['premise', 'evidence', 'conclusion'];

/** Points per slot, and which pillars earn them. */
export const GUIDE_SCORING: Record<ArgumentSlot, { points: number; pillars: readonly Pillar[] }> = {
  premise: { points: 30, pillars: ['ethos'] },
  evidence: { points: 30, pillars: ['logos', 'pathos'] },
  conclusion: { points: 20, pillars: ['logos'] },
};

export const GUIDE_MAX_SCORE = ARGUMENT_SLOTS.reduce((sum, slot) => sum + GUIDE_SCORING[slot].points, 0);

export type ArgumentChoice = Partial<Record<ArgumentSlot, Pillar>>;

export interface SlotResult {
  slot: ArgumentSlot;
  /** The pillar of the chosen option; undefined when nothing was chosen. */
  pillar?: Pillar;
  points: number;
  max: number;
  /** Why these points (or none): shown beside the score. */
  reason: string;
}

export interface ArgumentScore {
  total: number;
  max: number;
  slots: SlotResult[];
  /** Every slot has a choice. */
  complete: boolean;
}

const REASONS: Record<ArgumentSlot, Record<Pillar, string>> = {
  premise: {
    ethos: 'Your premise starts from credibility (ethos): the audience learns why they should listen before you ask them for anything.',
    pathos:
      'Your premise leans on feeling (pathos). Feelings are welcome later; a premise that starts there asks for trust it has not earned yet. The guide scores a premise for ethos only.',
    logos:
      'Your premise is a general claim (logos). Sensible, but nobody knows yet why they should believe you say it. The guide scores a premise for ethos only.',
  },
  evidence: {
    ethos:
      'Your evidence is more credibility (ethos), and borrowed from the wrong field: a head teacher, however respected, is no expert on road safety, so that agreement tells the audience little about the problem. The guide scores evidence for logos or pathos.',
    pathos:
      'Your evidence is a concrete human case (pathos): it makes the stakes felt, and it really happened. Evidence scores for logos or pathos.',
    logos: 'Your evidence is checkable fact (logos): something anyone can count or look up again. Evidence scores for logos or pathos.',
  },
  conclusion: {
    ethos:
      'Your conclusion asks the audience to trust you (ethos) instead of following the reasons. After all that evidence, "trust me" undersells it. The guide scores a conclusion for logos only.',
    pathos:
      'Your conclusion ends on pressure (pathos). It may work in the room, but a conclusion that threatens instead of follows invites the audience to resent it. The guide scores a conclusion for logos only.',
    logos: 'Your conclusion follows from the reasons you gave (logos): it names what fixes the problem you showed. The guide scores a conclusion for logos.',
  },
};

const MISSING: Record<ArgumentSlot, string> = {
  premise: 'No premise chosen. An argument with nowhere to start is just a mood.',
  evidence: 'No evidence chosen. A claim without evidence is an opinion wearing a tie.',
  conclusion: 'No conclusion chosen. You built a road and stopped before the town.',
};

/** Scores a built argument by the guide's rule, with the reason for each slot's points. */
export function scoreGuideArgument(choice: ArgumentChoice): ArgumentScore {
  const slots = ARGUMENT_SLOTS.map((slot): SlotResult => {
    const rule = GUIDE_SCORING[slot];
    const pillar = choice[slot];
    if (!pillar) return { slot, points: 0, max: rule.points, reason: MISSING[slot] };
    const points = rule.pillars.includes(pillar) ? rule.points : 0;
    return { slot, pillar, points, max: rule.points, reason: REASONS[slot][pillar] };
  });
  return {
    total: slots.reduce((sum, s) => sum + s.points, 0),
    max: GUIDE_MAX_SCORE,
    slots,
    complete: slots.every((s) => s.pillar !== undefined),
  };
}

/** One line on the whole argument, in the persona's voice. */
export function scoreVerdict(score: ArgumentScore): string {
  if (!score.complete) return 'Finish the argument first: every slot needs a choice.';
  if (score.total === score.max)
    return 'Full marks. Credibility to open, evidence that lands, a conclusion that follows. Aristotle would nod, which for him was wild enthusiasm.';
  if (score.total >= score.max / 2)
    return 'Respectable. Some of the pillars are doing the job the guide expects of them; read the reasons and swap the ones that are not.';
  return 'This argument is mostly vibes. Read why each choice scored what it did, then try again.';
}
