import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintButton } from '@/components/content/PrintButton';

/**
 * "Print this plan" on a lesson plan: opens the browser's print dialog; the site's print rules lay the
 * page out for A4 (the plan, then the teacher's answers on a sheet of their own). The button itself
 * never prints.
 *
 * Keyboard: Tab to it, Enter or Space prints. A screen reader hears "Print this plan, button". On a
 * reading page it is an island.
 */
const meta = {
  title: 'Components/Content/PrintButton',
  component: PrintButton,
  args: { label: 'Print this plan' },
} satisfies Meta<typeof PrintButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the print dialog for one story (a real one would block the runner), and gives it back after. */
function fakePrint() {
  const original = window.print;
  const print = fn();
  window.print = print;
  return { print, restore: () => (window.print = original) };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { print, restore } = fakePrint();
    try {
      const button = within(canvasElement).getByRole('button', { name: 'Print this plan' });
      await userEvent.click(button);
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { print, restore } = fakePrint();
    try {
      await userEvent.tab();
      await expect(within(canvasElement).getByRole('button', { name: 'Print this plan' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(print).toHaveBeenCalledTimes(2);
    } finally {
      restore();
    }
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
