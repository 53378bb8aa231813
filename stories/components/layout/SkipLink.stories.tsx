import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkipLink } from '@/components/layout/SkipLink';

/**
 * The first thing Tab reaches on every page: "Skip to content", which jumps past the navigation
 * bar to the page's main content. Hidden above the window until it has focus, then it drops into
 * the top-left corner with the focus ring round it.
 *
 * Use it once per page, first in the document, pointing at the main landmark's id. Don't style it
 * away or hide it with `display: none` (a keyboard user could no longer reach it). A screen
 * reader hears "link, Skip to content".
 */
const meta = {
  title: 'Components/Layout/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to content' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <main id="main" tabIndex={-1} style={{ paddingTop: 64 }}>
          The page&apos;s main content.
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until focused. */
export const Hidden: Story = {};

/** What a keyboard user sees after the first Tab. */
export const Focused: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
