import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { NewGameDialog } from '@/features/argument/components/NewGameDialog';

/**
 * New Game asks first: 'Start New Game' throws the argument away; 'Keep Playing' (or Escape, or X) keeps it.
 *
 * Use it only when starting again would throw away a game in progress; with nothing to lose, start
 * straight away. It is the shared Modal: focus moves in, Tab stays inside, Escape is "Keep Playing",
 * and focus returns to New Game. A screen reader hears "dialog" and its title.
 */
const meta = {
  title: 'Features/Argument/NewGameDialog',
  component: NewGameDialog,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof NewGameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const KeepPlaying: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Playing' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const StartNewGame: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Start a new game?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start New Game' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const EscapeKeepsPlaying: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
