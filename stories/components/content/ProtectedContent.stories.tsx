import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProtectedContent } from '@/components/content/ProtectedContent';

/**
 * Wraps the Bonhoeffer essay: copy, cut, drag, text selection and the context menu are blocked.
 * A deterrent only; the text is in the page's HTML.
 */
const meta = {
  title: 'Components/Content/ProtectedContent',
  component: ProtectedContent,
  args: {
    children: (
      <Typography sx={{ maxWidth: '60ch' }}>
        Against stupidity we are defenceless, or so the argument goes. Try to copy this sentence; it will not let you.
      </Typography>
    ),
  },
} satisfies Meta<typeof ProtectedContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlocksCopyCutDragSelectAndContextMenu: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Against stupidity/);
    for (const type of ['copy', 'cut', 'dragstart', 'selectstart', 'contextmenu']) {
      const event = new Event(type, { bubbles: true, cancelable: true });
      text.dispatchEvent(event);
      await expect(event.defaultPrevented, type).toBe(true);
    }
    await expect(getComputedStyle(text.parentElement!).userSelect).toBe('none');
  },
};

export const OtherEventsStillWork: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Against stupidity/);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    text.dispatchEvent(click);
    await expect(click.defaultPrevented).toBe(false);
  },
};
