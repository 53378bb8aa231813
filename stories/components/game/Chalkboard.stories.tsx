import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Chalkboard } from '@/components/game/Chalkboard';

const SHORT = 'Everyone at the office says the printer is cursed, so it must be cursed.';
const LONG =
  'If we let the intern choose the playlist on Friday, then next week he will choose the lunch order, and by the end of the quarter he will be running the budget meeting, and by Christmas the board will answer to a twenty-year-old who thinks a spreadsheet is a kind of mattress.';

/**
 * The chalkboard every fallacy game writes on: 600 × 350, scaled down on narrow screens with
 * the chalk kept legible. Chalk starts at 32 px and shrinks (to 24 px) for long statements.
 * Typing writes one character every 50 ms; a click or any key skips it, and reduced motion turns
 * it off. Screen readers always get the whole text at once.
 */
const meta = {
  title: 'Components/Game/Chalkboard',
  component: Chalkboard,
  args: { text: SHORT, label: 'Statement', onTypingDone: fn() },
} satisfies Meta<typeof Chalkboard>;
export default meta;
type Story = StoryObj<typeof meta>;

const chalk = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('chalk-text');

export const Static: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Statement' })).toBeInTheDocument();
    await expect(chalk(canvasElement)).toHaveTextContent(SHORT);
    await waitFor(() => expect(args.onTypingDone).toHaveBeenCalled());
  },
};

export const Typing: Story = {
  args: { typing: true, reducedMotion: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    // The visible chalk is still being written…
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Statement' })).toHaveAttribute('data-typing', 'true'));
    // …but screen readers already have the whole sentence.
    await expect(canvas.getByText(SHORT, { selector: 'p:not([aria-hidden])' })).toBeInTheDocument();
    await expect(args.onTypingDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('region', { name: 'Statement' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Statement' })).not.toHaveAttribute('data-typing'));
    await expect(args.onTypingDone).toHaveBeenCalled();
  },
};

export const TypingSkippedByKey: Story = {
  args: { typing: true, reducedMotion: false },
  play: async ({ canvasElement, userEvent }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Statement' });
    await waitFor(() => expect(board).toHaveAttribute('data-typing', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(board).not.toHaveAttribute('data-typing'));
    await expect(chalk(canvasElement).textContent).toBe(SHORT);
  },
};

export const LongText: Story = {
  args: { text: LONG },
  play: async ({ canvasElement }) => {
    const size = parseFloat(getComputedStyle(chalk(canvasElement)).fontSize);
    await expect(size).toBeLessThan(32);
    await expect(size).toBeGreaterThanOrEqual(18);
  },
};

export const ReducedMotion: Story = {
  args: { typing: true, reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(chalk(canvasElement)).toHaveTextContent(SHORT);
    await expect(within(canvasElement).getByRole('region', { name: 'Statement' })).not.toHaveAttribute('data-typing');
  },
};

export const WithCaption: Story = { args: { caption: 'Exhibit 3' } };

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    // The board shrinks to the screen; the chalk does not drop below 18 px.
    const size = parseFloat(getComputedStyle(chalk(canvasElement)).fontSize);
    await expect(size).toBeGreaterThanOrEqual(18);
  },
};
