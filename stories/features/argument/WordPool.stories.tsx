import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { WordPool } from '@/features/argument/components/WordPool';
import { ethosPremise, fixtureHand, logosEvidence, logosPremise } from '@/features/argument/fixtures';
import { emptySlots } from '@/features/argument/model';

/**
 * The entries on offer, grouped by slot. Groups whose slot is locked say why and their cards are disabled. The
 * keyboard way to build: Tab to an entry, press Enter, and it goes into its slot.
 */
const meta = {
  title: 'Features/Argument/WordPool',
  component: WordPool,
  args: {
    hand: fixtureHand(),
    slots: emptySlots(),
    selectable: { premise: true, evidence: false, conclusion: false },
    nextSlot: 'premise',
    hint: null,
    onPlace: fn(),
  },
} satisfies Meta<typeof WordPool>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of within(canvas.getByRole('group', { name: 'Evidence' })).getAllByRole('button')) {
      await expect(card).toBeDisabled();
    }
    await expect(within(canvas.getByRole('group', { name: 'Premises' })).getAllByRole('button')[0]).toBeEnabled();
  },
};

export const KeyboardPlacesEntry: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /nurse/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledWith(fixtureHand().premise[1]);
  },
};

export const AfterPremise: Story = {
  args: {
    slots: { ...emptySlots(), premise: ethosPremise },
    selectable: { premise: true, evidence: true, conclusion: false },
    nextSlot: 'evidence',
  },
};

export const WithHint: Story = {
  args: {
    slots: { ...emptySlots(), premise: logosPremise },
    selectable: { premise: true, evidence: true, conclusion: false },
    nextSlot: 'evidence',
    hint: {
      slot: 'evidence',
      entryId: logosEvidence.id,
      entryText: logosEvidence.text,
      category: 'logos',
      structuralHint: 'Numbers after numbers: the premise promised them.',
    },
  },
  play: async ({ canvasElement }) => {
    const evidence = within(within(canvasElement).getByRole('group', { name: 'Evidence' }));
    await expect(evidence.getByRole('button', { name: /Hint/ })).toHaveAccessibleName(/ridership/);
  },
};
