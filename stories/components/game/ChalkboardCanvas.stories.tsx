import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChalkboardCanvas } from '@/components/game/ChalkboardCanvas';

/**
 * A 600 × 350 board to draw on with a mouse, a pen or a finger (touch does not scroll the page
 * while drawing). Four chalk colours; Clear wipes it.
 */
const meta = {
  title: 'Components/Game/ChalkboardCanvas',
  component: ChalkboardCanvas,
  args: { label: 'Your chalkboard', onStrokesChange: fn() },
} satisfies Meta<typeof ChalkboardCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your chalkboard: empty' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear the board' })).toBeDisabled();
  },
};

export const DrawAndClear: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByRole('img', { name: /Your chalkboard/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Yellow' }));
    await expect(canvas.getByRole('button', { name: 'Yellow' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: board, coords: { x: 40, y: 40 } },
      { target: board, coords: { x: 120, y: 90 } },
      { target: board, coords: { x: 200, y: 60 } },
      { keys: '[/MouseLeft]', target: board },
    ]);
    await waitFor(() => expect(board).toHaveAccessibleName('Your chalkboard: 1 chalk stroke'));
    await expect(args.onStrokesChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the board' }));
    await expect(board).toHaveAccessibleName('Your chalkboard: empty');
    await expect(args.onStrokesChange).toHaveBeenLastCalledWith(0);
  },
};
