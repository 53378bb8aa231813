import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checklist } from '@/components/content/Checklist';

/**
 * A checklist the reader can run on a claim or a news item: tick each question once answered.
 * Nothing is stored; "Start over" clears it for the next item.
 *
 * Keyboard: Tab to each question, Space ticks it. A screen reader hears "checkbox" and the
 * question, checked or not. Nothing is stored.
 */
const meta = {
  title: 'Components/Content/Checklist',
  component: Checklist,
  args: {
    title: 'Run this on any news item',
    items: [
      'What exactly is being claimed? Can I restate it in one plain sentence?',
      'Who is the original source, and can I reach it?',
      'Which words are doing emotional work, and what is left if I delete them?',
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof Checklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};

export const TickAndStartOver: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await expect(canvas.getByText(/3 questions/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: /original source/ }));
    await expect(canvas.getByText('1 of 3 answered.')).toBeInTheDocument();
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByText(/All answered/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Start over' })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('checkbox')[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('checkbox')[0]).toBeChecked();
  },
};
