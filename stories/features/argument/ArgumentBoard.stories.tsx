import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArgumentBoard } from '@/features/argument/components/ArgumentBoard';
import {
  ethosPremise,
  fixtureHand,
  logosEvidence,
  pathosConclusion,
  slotsOf,
} from '@/features/argument/fixtures';
import { emptySlots } from '@/features/argument/model';
import { appealScores } from '@/features/argument/rules';

/**
 * 'Construct Your Argument': level, clock, Save Progress / New Game / Hint, the three slots (with linking words),
 * Submit Argument once all three are filled, and the word pool. A hidden polite live region reads out slot
 * changes and the one-minute warning.
 */
const meta = {
  title: 'Features/Argument/ArgumentBoard',
  component: ArgumentBoard,
  args: {
    difficulty: 'beginner',
    slots: emptySlots(),
    selectable: { premise: true, evidence: false, conclusion: false },
    nextSlot: 'premise',
    hand: fixtureHand(),
    hint: null,
    connectors: { evidence: 'because', conclusion: 'therefore' },
    scores: appealScores(emptySlots()),
    secondsLeft: 300,
    totalSeconds: 300,
    hintsRemaining: 5,
    canSubmit: false,
    onPlace: fn(),
    onRemove: fn(),
    onHint: fn(),
    onSave: fn(),
    onNewGame: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ArgumentBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Construct Your Argument' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Submit Argument' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Progress' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New Game' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hint (5 left)' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onNewGame).toHaveBeenCalledTimes(1);
    await expect(args.onHint).toHaveBeenCalledTimes(1);
  },
};

const half = slotsOf(ethosPremise, logosEvidence, null);
export const HalfBuilt: Story = {
  args: {
    slots: half,
    selectable: { premise: true, evidence: true, conclusion: true },
    nextSlot: 'conclusion',
    scores: appealScores(half),
    secondsLeft: 181,
    hintsRemaining: 4,
    hint: {
      slot: 'conclusion',
      entryId: pathosConclusion.id,
      entryText: pathosConclusion.text,
      category: 'pathos',
      structuralHint: 'Warmth works best after evidence that earned it.',
    },
    announcement: { id: 3, text: `Evidence set: ${logosEvidence.text} (logos).` },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getAllByRole('status').find((el) => el.textContent?.includes('Evidence set'));
    await expect(status).toBeDefined();
  },
};

const full = slotsOf(ethosPremise, logosEvidence, pathosConclusion);
export const ReadyToSubmit: Story = {
  args: {
    slots: full,
    selectable: { premise: true, evidence: true, conclusion: true },
    nextSlot: null,
    scores: appealScores(full),
    canSubmit: true,
    secondsLeft: 120,
  },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Argument' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const UnderAMinute: Story = {
  args: { ...ReadyToSubmit.args, secondsLeft: 42, announcement: { id: 9, text: 'Less than a minute left. Wrap it up.' } },
};

export const Refused: Story = {
  args: { rejection: 'Evidence is locked until the premise is filled.' },
};

export const NoHintsLeftUntimed: Story = {
  args: { hintsRemaining: 0, secondsLeft: null, difficulty: 'advanced' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'No hints left' })).toBeDisabled();
    await expect(within(canvasElement).getByText('Time left: untimed')).toBeInTheDocument();
  },
};
