import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GuessDialog, type GuessDialogProps } from '@/features/rhetoric-analysis/components/GuessDialog';
import { fixtureOpEd } from '@/features/rhetoric-analysis/fixtures';

const segment = fixtureOpEd.segments[1]!; // Anaphora
const options = ['Call to Action', 'Anaphora', 'Hyperbole'];

/**
 * A highlight opened with Guess first on. Before the pick it asks "Which technique is this?" over the
 * quoted words and three options, and names no technique anywhere else. The pick locks the options,
 * marks the right one (and a wrong pick), and a polite live region, empty until then, says the
 * verdict and why; focus moves to Back to the article. Keyboard: Tab or the arrow keys move between
 * the options, Enter or Space picks, Escape closes without a pick.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/GuessDialog',
  component: GuessDialog,
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  args: { segment, options, picked: undefined, onPick: fn(), onClose: fn() },
  // The page holds the pick in its store; here the story does.
  render: function Render(args: GuessDialogProps) {
    const [picked, setPicked] = useState(args.picked);
    return (
      <GuessDialog
        {...args}
        picked={picked}
        onPick={(technique) => {
          setPicked(technique);
          args.onPick(technique);
        }}
      />
    );
  },
} satisfies Meta<typeof GuessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Which technique is this?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** Before the pick: the question, the words, three options; the status says nothing yet. */
export const BeforeThePick: Story = {
  play: async () => {
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'Techniques to choose from' });
    await expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(options);
    await expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await expect(within(dialog).queryByText(segment.explanation)).toBeNull();
  },
};

/** Keyboard only: arrows move between the options, Enter picks the right one, focus goes to Back to the article. */
export const PickRightByKeyboard: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'Techniques to choose from' });
    within(group).getByRole('button', { name: 'Call to Action' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('button', { name: 'Anaphora' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(group).getByRole('button', { name: 'Hyperbole' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('Anaphora');
    const answered = await screen.findByRole('dialog', { name: 'Anaphora' });
    await expect(within(answered).getByRole('status')).toHaveTextContent('Right: it is Anaphora.');
    await expect(within(answered).getByRole('status')).toHaveTextContent(segment.explanation);
    await waitFor(() => expect(within(answered).getByRole('button', { name: 'Back to the article' })).toHaveFocus());
  },
};

/** A wrong pick: the pick turns red, the right one green, the status says both; a second pick is ignored. */
export const PickWrong: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hyperbole' }));
    const answered = await screen.findByRole('dialog', { name: 'Anaphora' });
    await expect(within(answered).getByRole('status')).toHaveTextContent('Not quite. You picked Hyperbole; it is Anaphora.');
    await expect(within(answered).getByRole('button', { name: 'Hyperbole (your pick)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(answered).getByRole('button', { name: 'Anaphora (the right answer)' }));
    await expect(args.onPick).toHaveBeenCalledTimes(1);
    await userEvent.click(within(answered).getByRole('button', { name: 'Back to the article' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Opened again after a pick: the result at once. */
export const AlreadyAnswered: Story = {
  args: { picked: 'Anaphora' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Anaphora' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Right: it is Anaphora.');
  },
};

export const AnsweredWrongDark: Story = {
  args: { picked: 'Hyperbole' },
  globals: { scheme: 'dark' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Anaphora' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Not quite.');
  },
};

export const BeforeThePickDark: Story = { ...BeforeThePick, globals: { scheme: 'dark' } };
