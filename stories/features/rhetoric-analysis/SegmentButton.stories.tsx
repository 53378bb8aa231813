import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SegmentButton } from '@/features/rhetoric-analysis/components/SegmentButton';

/**
 * A highlighted phrase in the article that opens its analysis. It wraps with the text like any
 * inline words, which a native button cannot. Keyboard: Tab reaches it, Enter or Space opens the
 * dialog. A screen reader hears the words, "(not found yet)" or "(found)", and "button, has pop-up
 * dialog". Don't use it outside running text: a normal Button is the right control there.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/SegmentButton',
  component: SegmentButton,
  args: { text: 'a slow fold onto the bench', found: false, index: 0, onActivate: fn() },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: 360, fontSize: '1.125rem', lineHeight: 2 }}>
        Three years ago, I fainted at a bus stop. Not dramatically, just {Story()}, and a stranger handed me a bottle of water.
      </p>
    ),
  ],
} satisfies Meta<typeof SegmentButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundYet: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const segment = within(canvasElement).getByRole('button', { name: 'a slow fold onto the bench (not found yet)' });
    await expect(segment).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(segment);
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches it, Enter opens it, and Space too (on release, like a native button). */
export const Keyboard: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const segment = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(segment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
  },
};

export const Found: Story = {
  args: { found: true },
  play: async ({ canvasElement }) => {
    const segment = within(canvasElement).getByRole('button', { name: 'a slow fold onto the bench (found)' });
    await expect(segment).toHaveAttribute('data-found', 'true');
  },
};

/** Guessed wrong in the Guess first challenge: red with a cross, and "(missed)" to a screen reader. */
export const Missed: Story = {
  args: { missed: true },
  play: async ({ canvasElement }) => {
    const segment = within(canvasElement).getByRole('button', { name: 'a slow fold onto the bench (missed)' });
    await expect(segment).toHaveAttribute('data-missed', 'true');
  },
};

export const MissedDark: Story = { ...Missed, globals: { scheme: 'dark' } };
