import { Button, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '@/components/feedback/Modal';
import { StyleWarmUp } from '@/components/feedback/StyleWarmUp';

/** Every CSS rule the page has, as text (Emotion inserts its rules into style sheets in <head>). */
const cssRules = () =>
  [...document.styleSheets].flatMap((sheet) => {
    try {
      return [...sheet.cssRules].map((rule) => rule.cssText);
    } catch {
      return [];
    }
  });

const noop = () => {};

/** A page with a dialog behind a button, whose styles a warm-up puts in before the first click. */
function Harness({ warm, spacing }: { warm: boolean; spacing: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* With its press ripple: MUI mounts it at the first press, and the warm-up puts its styles in too. */}
      <Button variant="contained" onClick={() => setOpen(true)}>
        Explain it
      </Button>
      <Modal open={open} title="Why it is a Straw Man" onClose={() => setOpen(false)} confirmLabel="Next">
        <Typography sx={{ fontWeight: 700, letterSpacing: spacing }}>You answered the argument nobody made.</Typography>
      </Modal>
      {warm && (
        <StyleWarmUp>
          <Modal open title="Warm-up" onClose={noop} confirmLabel="Next">
            <Typography sx={{ fontWeight: 700, letterSpacing: spacing }}>Sample</Typography>
          </Modal>
        </StyleWarmUp>
      )}
    </>
  );
}

/**
 * Renders its children once, at the first idle moment, into an element outside the document, and
 * drops them: what stays are the CSS rules Emotion inserted for them. A game wraps the dialog (or
 * card) its player's first move opens, so that move's frame inserts no styles. Nothing shows, takes
 * focus, locks scrolling or is announced; a `Modal` inside it opens in the detached element.
 */
const meta = {
  title: 'Components/Feedback/StyleWarmUp',
  component: Harness,
  // Each story styles its text with its own letter spacing: rules stay in the page between stories.
  args: { warm: true, spacing: '0.01em' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's rules are in before the first click; the click inserts (almost) none. */
export const WarmedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Explain it' });
    opener.focus();
    await waitFor(() => expect(cssRules().some((rule) => rule.includes('letter-spacing: 0.01em'))).toBe(true));
    // The warm-up showed nothing, moved no focus and locked no scrolling.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByText('Warm-up')).toBeNull();
    await expect(document.activeElement).toBe(opener);
    await expect(document.body.style.overflow).toBe('');
    const before = cssRules().length;
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Why it is a Straw Man' });
    // The warm-up opened its dialog in the detached element: the open state's styles are in too,
    // and the press ripple's.
    await expect(cssRules().length - before).toBe(0);
    // The real dialog is the one that takes Escape and gives focus back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Without the warm-up, the first click inserts the dialog's styles in its own frame. */
export const Cold: Story = {
  args: { warm: false, spacing: '0.03em' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spaced = () => cssRules().some((rule) => rule.includes('letter-spacing: 0.03em'));
    await expect(spaced()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Explain it' }));
    await screen.findByRole('dialog', { name: 'Why it is a Straw Man' });
    await expect(spaced()).toBe(true);
  },
};

/** What a laid-out warm-up's child saw of itself when it was put in: its size and whether it showed. */
const probed: { width: number; boxHeight: number; visibility: string }[] = [];

function Probe() {
  return (
    <Typography
      ref={(el: HTMLElement | null) => {
        if (el) probed.push({ width: el.getBoundingClientRect().width, boxHeight: (el.closest('[inert]') as HTMLElement).offsetHeight, visibility: getComputedStyle(el).visibility });
      }}
    >
      Laid out ahead of need
    </Typography>
  );
}

/**
 * With `laidOut`, the children are rendered in the page, out of sight, so the browser lays them out
 * (shapes their text) ahead: they have a size there, take no room, show nothing, and go.
 */
export const LaidOut: Story = {
  render: () => (
    <>
      <Typography>The page as it is.</Typography>
      <StyleWarmUp laidOut>
        <Probe />
      </StyleWarmUp>
    </>
  ),
  play: async ({ canvasElement }) => {
    probed.length = 0;
    const height = canvasElement.getBoundingClientRect().height;
    await waitFor(() => expect(probed.length).toBeGreaterThan(0));
    // Laid out (an element outside the document has no size), in a box of no height, invisible.
    await expect(probed[0]!.width).toBeGreaterThan(0);
    await expect(probed[0]!.boxHeight).toBe(0);
    await expect(probed[0]!.visibility).toBe('hidden');
    await expect(within(canvasElement).queryByRole('paragraph', { name: /Laid out/ })).toBeNull();
    await waitFor(() => expect(canvasElement.textContent).not.toContain('Laid out ahead of need'));
    await expect(canvasElement.getBoundingClientRect().height).toBe(height);
  },
};
