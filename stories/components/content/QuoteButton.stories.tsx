import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { QuoteButton } from '@/components/content/QuoteButton';
import { SITE_URL } from '@/config/site';
import adHominem from '@/content/fallacies/ad-hominem';

/**
 * "Copy a quote" under a section's heading: copies the section's words with a citation (title,
 * section, Sophist, the section's address, the date read) for a teacher's slides. The site still
 * blocks selecting and copying its text; this is the credited way to quote it.
 *
 * Keyboard: Tab to the button, Enter or Space copies. The result ("Copied to clipboard!" or
 * "Failed to copy quote") is said in a status line a screen reader reads, and goes after 2 or 3 s.
 * On a reading page it is an island: the page around it is never hydrated.
 */
const meta = {
  title: 'Components/Content/QuoteButton',
  component: QuoteButton,
  args: { pageTitle: 'Ad Hominem', path: '/fallacies/AdHominem', heading: 'How it works', headingId: 'story-how-it-works' },
  decorators: [
    (Story, { args }) => (
      <section aria-labelledby={args.headingId} style={{ maxWidth: '70ch' }}>
        <h2 id={args.headingId}>{args.heading}</h2>
        {/* On a page the control sits in QuoteControl's wrapper, which the quote leaves out. */}
        <div data-quote-skip="">
          <Story />
        </div>
        {adHominem.howItWorks.slice(0, 2).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
    ),
  ],
} satisfies Meta<typeof QuoteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the clipboard for one story (the story runner grants no clipboard permission), and gives it back after. */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

export const Default: Story = {};

export const CopiesPassageAndCitation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const writeText = fn(async (_text: string) => {});
    const restore = fakeClipboard(writeText);
    try {
      const canvas = within(within(canvasElement).getByRole('region', { name: 'How it works' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Copy a quote from “How it works”' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent('Copied to clipboard!');
      const copied = writeText.mock.calls[0]![0];
      await expect(copied).toContain(adHominem.howItWorks[0]!.slice(0, 60));
      await expect(copied).toContain(adHominem.howItWorks[1]!.slice(0, 60));
      await expect(copied).not.toContain('Copy a quote');
      await expect(copied).toContain(`— Ad Hominem: “How it works”. Sophist. ${SITE_URL}/fallacies/AdHominem#story-how-it-works (accessed `);
    } finally {
      restore();
    }
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const writeText = fn(async (_text: string) => {});
    const restore = fakeClipboard(writeText);
    try {
      const canvas = within(within(canvasElement).getByRole('region', { name: 'How it works' }));
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Copy a quote/ })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard!');
    } finally {
      restore();
    }
  },
};

export const CopyFails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const restore = fakeClipboard(async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    try {
      const canvas = within(within(canvasElement).getByRole('region', { name: 'How it works' }));
      await userEvent.click(canvas.getByRole('button', { name: /Copy a quote/ }));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Failed to copy quote'));
    } finally {
      restore();
    }
  },
};

export const Dark: Story = { globals: { scheme: 'dark' } };
