import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArgumentSlot } from '@/features/argument/components/ArgumentSlot';
import { logosEvidence, pathosPremise } from '@/features/argument/fixtures';

/**
 * One of the three slots. Premise is always open; evidence opens after a premise, the conclusion after evidence.
 * A filled slot has a remove control (removing a slot also clears the slots after it).
 */
const meta = {
  title: 'Features/Argument/ArgumentSlot',
  component: ArgumentSlot,
  args: { slot: 'premise', entry: null, selectable: true, isNext: false, onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof ArgumentSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selectable: Story = {
  args: { isNext: true },
  play: async ({ canvasElement }) => {
    const slot = within(canvasElement).getByRole('region', { name: 'Premise slot' });
    await expect(slot).toHaveAttribute('data-state', 'next');
    await expect(within(slot).getByText('Empty. Pick a premise below.')).toBeInTheDocument();
  },
};

export const Locked: Story = {
  args: { slot: 'evidence', selectable: false, connector: 'because' },
  play: async ({ canvasElement }) => {
    const slot = within(canvasElement).getByRole('region', { name: 'Evidence slot' });
    await expect(slot).toHaveAttribute('data-state', 'locked');
    await expect(within(slot).getByText('Locked until the premise is in.')).toBeInTheDocument();
    await expect(within(slot).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Filled: Story = { args: { entry: pathosPremise } };

export const Remove: Story = {
  args: { slot: 'evidence', entry: logosEvidence, connector: 'because' },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove evidence' }));
    await expect(args.onRemove).toHaveBeenCalledWith('evidence');
  },
};
