import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ArgumentBuilder } from '@/components/content/ArgumentBuilder';
import { guideExercise } from '@/content/guideExercise';

/**
 * The beginner's guide exercise: choose a premise, evidence and a conclusion for a claim, then
 * score it by the guide's rule: 30 for an ethos premise, 30 for logos or pathos
 * evidence, 20 for a logos conclusion, with the reason for each slot. Radio groups in fieldsets;
 * scoring moves focus to the result.
 */
const meta = {
  title: 'Components/Content/ArgumentBuilder',
  component: ArgumentBuilder,
  args: { exercise: guideExercise, onScored: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof ArgumentBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

const optionText = (slot: 'premise' | 'evidence' | 'conclusion', pillar: string) =>
  guideExercise[slot].find((o) => o.pillar === pillar)!.text;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    await expect(canvas.getAllByRole('radio')).toHaveLength(9);
    await expect(canvas.getByRole('group', { name: /Premise/ })).toBeInTheDocument();
  },
};

export const FullMarks: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: optionText('premise', 'ethos') }));
    await userEvent.click(canvas.getByRole('radio', { name: optionText('evidence', 'logos') }));
    await userEvent.click(canvas.getByRole('radio', { name: optionText('conclusion', 'logos') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Score my argument' }));
    const result = await canvas.findByRole('heading', { name: 'Your score: 80 out of 80' });
    await expect(result).toHaveFocus();
    await expect(canvas.getAllByText(/\+30 of 30 points/)).toHaveLength(2);
    await expect(canvas.getByText('+20 of 20 points')).toBeInTheDocument();
    await expect(args.onScored).toHaveBeenCalledWith(expect.objectContaining({ total: 80, max: 80, complete: true }));
  },
};

export const WrongPillarsWithReasons: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: optionText('premise', 'pathos') }));
    await userEvent.click(canvas.getByRole('radio', { name: optionText('evidence', 'pathos') }));
    await userEvent.click(canvas.getByRole('radio', { name: optionText('conclusion', 'ethos') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Score my argument' }));
    await canvas.findByRole('heading', { name: 'Your score: 30 out of 80' });
    const parts = canvas.getByRole('list', { name: 'Points by part' });
    const items = within(parts).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/Premise.*Pathos.*0 of 30 points/);
    await expect(items[0]).toHaveTextContent(/scores a premise for ethos only/);
    await expect(items[1]).toHaveTextContent(/Evidence.*Pathos.*\+30 of 30 points/);
    await expect(items[2]).toHaveTextContent(/Conclusion.*Ethos.*0 of 20 points/);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // Tab into the first group; arrow keys move and select within a radio group.
    await userEvent.tab();
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: optionText('premise', 'ethos') })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Score my argument' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: /Your score: \d+ out of 80/ })).toHaveFocus();
  },
};

export const Incomplete: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: optionText('premise', 'ethos') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Score my argument' }));
    await canvas.findByRole('heading', { name: 'Your score: 30 out of 80' });
    await expect(canvas.getByText(/No evidence chosen/)).toBeInTheDocument();
    await expect(canvas.getByText(/No conclusion chosen/)).toBeInTheDocument();
  },
};

export const StartOver: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: optionText('premise', 'logos') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Score my argument' }));
    await canvas.findByRole('heading', { name: /Your score/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(canvas.queryByRole('heading', { name: /Your score/ })).toBeNull();
    await expect(canvas.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
