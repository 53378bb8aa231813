import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OptionList } from '@/features/rhetoric-quiz/components/OptionList';
import { fixtureQuestions } from '@/features/rhetoric-quiz/fixtures';

// Shown order: Simile, Metaphor (correct), Anaphora.
const [metaphor, simile, anaphora] = fixtureQuestions[0]!.segments[0]!.options;
const options = [simile, metaphor, anaphora];

/**
 * The three technique buttons. After one pick every button locks; the right answer turns green
 * with a tick, a wrong pick red with a cross, and each says so in words for screen readers.
 *
 * Keyboard: Tab through the three options, Enter or Space picks one; then all are locked. A screen
 * reader hears a group named by the prompt, then each option as a button.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/OptionList',
  component: OptionList,
  args: { options, picked: null, onPick: fn() },
} satisfies Meta<typeof OptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Which technique does the highlighted segment use?' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Simile', 'Metaphor', 'Anaphora']);
    for (const button of buttons) await expect(button).toBeEnabled();
    await userEvent.click(within(group).getByRole('button', { name: 'Metaphor' }));
    await expect(args.onPick).toHaveBeenCalledWith(1);
  },
};

export const KeyboardPick: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Metaphor' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(1);
  },
};

export const Correct: Story = {
  args: { picked: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = canvas.getByRole('button', { name: 'Metaphor (your pick, correct)' });
    await expect(right).toHaveAttribute('data-state', 'correct');
    await expect(canvas.getByRole('button', { name: 'Simile' })).toHaveAttribute('data-state', 'locked');
  },
};

export const Wrong: Story = {
  args: { picked: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Simile (your pick, incorrect)' })).toHaveAttribute('data-state', 'wrong');
    await expect(canvas.getByRole('button', { name: 'Metaphor (right answer)' })).toHaveAttribute('data-state', 'correct');
    await expect(canvas.getByRole('button', { name: 'Anaphora' })).toHaveAttribute('data-state', 'locked');
  },
};

/** After a pick nothing more can be chosen. */
export const Locked: Story = {
  args: { picked: 2 },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    // Locked, not disabled: each keeps focus and its place in the tab order.
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
    buttons[1]!.click(); // a locked button ignores even a scripted click
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const WrongDark: Story = { args: { picked: 0 }, globals: { scheme: 'dark' } };
