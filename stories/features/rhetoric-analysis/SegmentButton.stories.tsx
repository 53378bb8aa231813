import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SegmentButton } from '@/features/rhetoric-analysis/components/SegmentButton';

/**
 * A highlighted technique inside the article's running text: a button to the keyboard and to
 * screen readers (Enter, Space, click), an inline span to layout so it wraps with the paragraph.
 * Found, it turns green with a tick; both states are spoken.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/SegmentButton',
  component: SegmentButton,
  args: { text: 'a slow fold onto the bench', found: false, onActivate: fn() },
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
