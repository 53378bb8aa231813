import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BiographyModal, type BiographyModalProps } from '@/components/content/BiographyModal';
import { bonhoefferBio } from '@/content/articles/ct-bonhoeffer-theory';

/**
 * The short biography behind Bonhoeffer's name in the essay on stupidity. It is the shared
 * Modal: it closes by its X and by Escape, and focus returns to the name.
 *
 * Use it for a person's background behind their name in running text. Don't use it for anything the
 * reader needs to continue (that belongs in the text).
 */
function Harness(props: Omit<BiographyModalProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.name}
      </Button>
      <BiographyModal
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Content/BiographyModal',
  component: BiographyModal,
  // Overlays cover the window they open in: on the Docs page each story gets a frame of its own, not the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  args: { open: true, onClose: fn(), ...bonhoefferBio },
} satisfies Meta<typeof BiographyModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpensAndClosesByX: Story = {
  render: (args) => <Harness {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const name = within(canvasElement).getByRole('button', { name: 'Dietrich Bonhoeffer' });
    await userEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Dietrich Bonhoeffer' });
    await expect(dialog).toHaveTextContent('1906–1945');
    await expect(dialog).toHaveTextContent(/Flossenbürg/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(name).toHaveFocus());
  },
};

export const ClosesByEscape: Story = {
  render: (args) => <Harness {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dietrich Bonhoeffer' }));
    await screen.findByRole('dialog', { name: 'Dietrich Bonhoeffer' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
