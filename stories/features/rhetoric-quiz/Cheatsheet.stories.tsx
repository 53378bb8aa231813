import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '@mui/material';
import { getGuideEntry } from '@/content/games/techniqueGuide';
import { Cheatsheet, type CheatsheetEntry } from '@/features/rhetoric-quiz/components/Cheatsheet';

const entries = (names: string[]): CheatsheetEntry[] => names.map((name) => ({ name, entry: getGuideEntry(name) }));

/**
 * The guide entries for the three techniques offered on the current segment: type, description,
 * how to spot it, examples. A technique the guide does not know gets the generic placeholder.
 *
 * Use it for reference the player asks for; never open it by itself. It is the shared Modal (wide):
 * Escape or "Back to the quiz" closes it and focus returns to the Cheatsheet button. A screen reader
 * hears "dialog, Cheatsheet", then a group "Technique guide" with one section per technique.
 */
const meta = {
  title: 'Features/Rhetoric Quiz/Cheatsheet',
  component: Cheatsheet,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onClose: fn(), entries: entries(['Metaphor', 'Simile', 'Anaphora']) },
} satisfies Meta<typeof Cheatsheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KnownTechniques: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cheatsheet' });
    await waitFor(() => expect(dialog).toBeVisible());
    for (const name of ['Metaphor', 'Simile', 'Anaphora']) {
      await expect(within(dialog).getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(within(dialog).getAllByText('How to spot it')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the quiz' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const UnknownTechnique: Story = {
  args: { entries: entries(['Zeugma', 'Hyperbole', 'Irony']) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cheatsheet' });
    await waitFor(() => expect(dialog).toBeVisible());
    const zeugma = within(dialog).getByRole('region', { name: 'Zeugma' });
    await expect(within(zeugma).getByText(/The guide has no entry for this technique yet/)).toBeVisible();
    await expect(within(zeugma).queryByText('Examples')).toBeNull();
  },
};

function WithOpener({ entries: list }: { entries: CheatsheetEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Cheatsheet
      </Button>
      <Cheatsheet entries={list} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Opened from a button: focus goes into the dialog and comes back to the button on close. */
export const FocusReturns: Story = {
  render: (args) => <WithOpener entries={[...args.entries]} />,
  play: async ({ canvasElement, userEvent }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cheatsheet' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cheatsheet' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
