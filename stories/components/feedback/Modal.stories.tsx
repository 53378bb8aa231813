import { Button, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from '@/components/feedback/Modal';

/** Opens the Modal from a button, as pages do, so focus has somewhere to return to. */
function Harness(props: Omit<ModalProps, 'open' | 'onClose' | 'children'> & { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Learn More
      </Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
        onConfirm={
          props.confirmLabel
            ? () => {
                props.onConfirm?.();
                setOpen(false);
              }
            : undefined
        }
      >
        <Typography>Logic will not save you from a room that has already decided. Read on anyway.</Typography>
      </Modal>
    </>
  );
}

/**
 * A titled dialog. It closes by its X, the backdrop, Escape and an optional confirm button;
 * focus is trapped inside while it is open and returns to the opener when it closes.
 *
 * Use it for a decision the reader must make before going on, or for detail on demand (a biography,
 * an analysis). Don't use it to confirm something finished (a Toast does that without a click), and
 * never open one from another.
 *
 * Keyboard: focus moves to the dialog on opening; Tab stays inside; Escape closes; focus returns to
 * the button that opened it. A screen reader hears "dialog", then the title (its accessible name).
 */
const meta = {
  title: 'Components/Feedback/Modal',
  component: Modal,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, title: 'I Warned You!', onClose: fn(), children: 'Body text of the dialog.' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithConfirm: Story = { args: { confirmLabel: 'Okay, I get it!', onConfirm: fn() } };

export const ClosesByX: Story = {
  render: (args) => <Harness title={args.title} onClose={args.onClose} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Learn More' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'I Warned You!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesByEscapeWithFocusTrapped: Story = {
  render: (args) => <Harness title={args.title} onClose={args.onClose} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Learn More' }));
    const dialog = await screen.findByRole('dialog');
    // Tabbing past the last control wraps inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClosesByBackdrop: Story = {
  render: (args) => <Harness title={args.title} onClose={args.onClose} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Learn More' }));
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClosesByConfirm: Story = {
  args: { confirmLabel: 'Okay, I get it!', onConfirm: fn() },
  render: (args) => <Harness title={args.title} onClose={args.onClose} confirmLabel={args.confirmLabel} onConfirm={args.onConfirm} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Learn More' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Okay, I get it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
