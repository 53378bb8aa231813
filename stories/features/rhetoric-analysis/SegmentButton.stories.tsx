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
  args: { text: 'everyone who matters already agrees', found: false, onActivate: fn() },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: 360 }}>
        It is simply obvious, and <Story /> with me, so the question is closed.
      </p>
    ),
  ],
} satisfies Meta<typeof SegmentButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundYet: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /not found yet/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
  },
};
export const Found: Story = { args: { found: true } };
