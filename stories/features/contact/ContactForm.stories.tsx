import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BotCheck } from '@/features/contact/components/BotCheck';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { messages } from '@/features/contact/logic';
import type { ContactStatus } from '@/features/contact/contactSlice';
import type { ContactFields } from '@/contract/contact';

const filled: ContactFields = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Your list of fallacies is missing the fallacy fallacy: a bad argument does not make its conclusion false.',
};

/** A stand-in for the ALTCHA widget where a story needs no real one. */
const FakeBotCheck = ({ done }: { done: boolean }) => (
  <label>
    <input type="checkbox" checked={done} readOnly /> {done ? 'Verified' : "I'm not a robot"}
  </label>
);

/**
 * The contact form: Name, Email, Message (6 rows), the bot check
 * (ALTCHA) and Send. Send reads "Sending..." while sending and is marked unavailable until
 * the bot check is solved; a failed send keeps every word the visitor typed.
 */
const meta = {
  title: 'Features/Contact/ContactForm',
  component: ContactForm,
  args: {
    status: 'idle',
    botCheckDone: false,
    botCheck: <FakeBotCheck done={false} />,
    onSubmit: fn(() => Promise.resolve({ ok: true as const })),
    onSendAnother: fn(),
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Message/)).toHaveAttribute('rows', '6');
    await userEvent.type(canvas.getByLabelText(/Name/), 'A');
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('A');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Send with a bad email and no bot check: each field's problem at the field, the first focused, and what else is missing. */
export const Invalid: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // The check loads its schema first (at idle, or here on Send): its words come a moment later.
    await expect(await canvas.findByText(/Tell us your name/)).toBeVisible();
    await expect(canvas.getByLabelText(/Name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('That does not look like an email address.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please complete the CAPTCHA verification');
    await expect(canvas.getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

function LiveForm({ failWith = null }: { failWith?: string | null }) {
  const [solved, setSolved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [round, setRound] = useState(0);
  return (
    <ContactForm
      status={status}
      error={error}
      botCheckDone={Boolean(solved)}
      botCheck={<BotCheck key={round} challengeUrl="/no-server-in-storybook" testMode onSolved={setSolved} onLost={() => setSolved(null)} />}
      onSubmit={() => {
        if (failWith) {
          setError(failWith);
          setStatus('failed');
          setSolved(null);
          setRound((r) => r + 1);
          return Promise.resolve({ ok: false });
        }
        setStatus('sent');
        return Promise.resolve({ ok: true });
      }}
      onSendAnother={() => {
        setSolved(null);
        setRound((r) => r + 1);
        setStatus('idle');
      }}
    />
  );
}

/** The real ALTCHA widget, in its test mode (no server): pressing Send first says what is missing. */
export const BotCheckPending: Story = {
  render: () => <LiveForm />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Name/), filled.name);
    await userEvent.type(canvas.getByLabelText(/Email/), filled.email);
    await userEvent.type(canvas.getByLabelText(/Message/), 'Hello.');
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please complete the CAPTCHA verification');
    await userEvent.click(await canvas.findByText("I'm not a robot", {}, { timeout: 5000 }));
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await userEvent.click(send);
    await expect(await canvas.findByRole('heading', { name: 'Thank You' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Another Message' }));
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('');
  },
};

export const Sending: Story = {
  args: { status: 'sending', botCheckDone: true, botCheck: <FakeBotCheck done /> },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Sending...' });
    await expect(send).toBeDisabled();
    await expect(canvas.getByLabelText(/Message/)).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByLabelText(/Name/), 'x');
    await expect(canvas.getByLabelText(/Name/)).toHaveValue('');
  },
};

export const Success: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank You' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Another Message' }));
    await expect(args.onSendAnother).toHaveBeenCalledTimes(1);
  },
};

/** A failed send says so and keeps every word typed (the bot check starts again). */
export const FailureWithTextKept: Story = {
  render: () => <LiveForm failWith={messages.sendFailed} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Name/), filled.name);
    await userEvent.type(canvas.getByLabelText(/Email/), filled.email);
    await userEvent.type(canvas.getByLabelText(/Message/), filled.message);
    await userEvent.click(await canvas.findByText("I'm not a robot", {}, { timeout: 5000 }));
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again or contact us on a social network.');
    await expect(canvas.getByLabelText(/Name/)).toHaveValue(filled.name);
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(filled.email);
    await expect(canvas.getByLabelText(/Message/)).toHaveValue(filled.message);
  },
};
