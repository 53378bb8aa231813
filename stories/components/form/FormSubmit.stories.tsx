import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormSubmit } from '@/components/form/FormSubmit';

/**
 * The end of every form: its submit button and what became of the submit. Success is a polite
 * status (read out without moving focus); failure is an alert with its title and detail. The
 * button is disabled, with its busy label, while the form is being sent. Keyboard: Enter in a
 * field or Space on the button submits.
 */
const meta = {
  title: 'Components/Form/FormSubmit',
  component: FormSubmit,
  args: { status: { kind: 'idle' }, label: 'Add fallacy', busyLabel: 'Adding…', success: 'Fallacy added.', failure: 'The fallacy was not added' },
  decorators: [(Story) => <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>{Story()}</form>],
} satisfies Meta<typeof FormSubmit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add fallacy' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { status: { kind: 'submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding…' })).toBeDisabled();
  },
};

export const Succeeded: Story = {
  args: { status: { kind: 'success' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fallacy added.').closest('[role="status"]')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: { kind: 'failure', detail: 'A fallacy with this name already exists.' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The fallacy was not added');
    await expect(alert).toHaveTextContent('A fallacy with this name already exists.');
  },
};
