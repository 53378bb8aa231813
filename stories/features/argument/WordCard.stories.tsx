import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { WordCard } from '@/features/argument/components/WordCard';
import { ethosPremise, logosEvidence, pathosConclusion } from '@/features/argument/fixtures';

/**
 * One word entry of the Argument Construction Game: its appeal (icon, name and a coloured edge, never colour alone),
 * its text, and its tooltip on hover or keyboard focus. It is a button: Enter, Space or a click places it.
 *
 * Keyboard: Tab to it, Enter or Space places it. A screen reader hears the words as a toggle button
 * (pressed once placed), described by its tooltip; a card whose slot is locked is disabled.
 */
const meta = {
  title: 'Features/Argument/WordCard',
  component: WordCard,
  args: { entry: ethosPremise, onPlace: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, paddingTop: 64 }}><Story /></div>],
} satisfies Meta<typeof WordCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ethos: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const card = within(canvasElement).getByRole('button', { name: /Ethos.*nurse/ });
    await userEvent.click(card);
    await expect(args.onPlace).toHaveBeenCalledWith(ethosPremise);
  },
};
export const Pathos: Story = { args: { entry: pathosConclusion } };
export const Logos: Story = { args: { entry: logosEvidence } };

/**
 * Focused from the keyboard, a card says its appeal and words, never its verdict: the tooltip
 * judges the word, so it opens on mouse hover only and stays out of the accessibility tree.
 */
export const NoVerdictOnFocus: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    const card = within(canvasElement).getByRole('button', { name: /nurse/ });
    await expect(card).toHaveFocus();
    await expect(card).not.toHaveAccessibleDescription();
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(canvasElement.textContent).not.toContain(ethosPremise.tooltip);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledTimes(1);
  },
};

/** A mouse hover still shows the tooltip, hidden from assistive technology. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: /nurse/ }));
    const tip = await screen.findByText(ethosPremise.tooltip);
    await expect(tip.closest('[role="tooltip"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Hinted: Story = {
  args: { hinted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Hint/ })).toBeInTheDocument();
  },
};

export const Placed: Story = {
  args: { placed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /In use/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Locked: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toBeDisabled();
    card.click();
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};
