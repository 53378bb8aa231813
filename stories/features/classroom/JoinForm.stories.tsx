import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CLASS_MESSAGES } from '@/contract/classes';
import { JoinForm } from '@/features/classroom/components/JoinForm';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/**
 * A pupil joins a class: the code from the board (any case, a dash or spaces) and a made-up
 * nickname. The contract's schema checks both before anything is sent; the class's refusals show
 * by their field (an unknown code, a nickname taken), and a throttle or no connection under the button.
 */
const meta = {
  title: 'Features/Classroom/JoinForm',
  component: JoinForm,
  args: { onJoin: fn(async (): Promise<SubmitResult> => ({ ok: true })) },
} satisfies Meta<typeof JoinForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Joins: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Class code/), 'k7m 4qx');
    await userEvent.type(canvas.getByLabelText(/Your nickname/), 'Quiet Otter{Enter}');
    // The code as the contract reads it: capitals, no space.
    await expect(args.onJoin).toHaveBeenCalledWith({ code: 'K7M4QX', nickname: 'Quiet Otter' });
  },
};

export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Class code/), 'K7M-4Q0');
    await userEvent.type(canvas.getByLabelText(/Your nickname/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the class' }));
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(canvas.getByText(CLASS_MESSAGES.codeInvalid)).toBeVisible();
    await expect(canvas.getByText(CLASS_MESSAGES.nicknameShort)).toBeVisible();
    // The first field in error has the focus.
    await expect(canvas.getByLabelText(/Class code/)).toHaveFocus();
  },
};

export const PrefilledFromTheTeachersLink: Story = {
  args: { initialCode: 'K7M-4QX' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Class code/)).toHaveValue('K7M-4QX');
  },
};

export const NicknameTaken: Story = {
  args: { initialCode: 'K7M-4QX', onJoin: fn(async (): Promise<SubmitResult> => ({ ok: false, fields: { nickname: CLASS_MESSAGES.nicknameTaken } })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const nickname = canvas.getByLabelText(/Your nickname/);
    await userEvent.type(nickname, 'Quiet Otter{Enter}');
    await expect(canvas.getByText(CLASS_MESSAGES.nicknameTaken)).toBeVisible();
    await expect(nickname).toHaveFocus();
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  },
};

export const UnknownCode: Story = {
  args: { initialCode: 'K7M-4QX', onJoin: fn(async (): Promise<SubmitResult> => ({ ok: false, fields: { code: CLASS_MESSAGES.codeUnknown } })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your nickname/), 'Quiet Otter{Enter}');
    await expect(canvas.getByText(CLASS_MESSAGES.codeUnknown)).toBeVisible();
    await expect(canvas.getByLabelText(/Class code/)).toHaveFocus();
  },
};

export const Throttled: Story = {
  args: {
    initialCode: 'K7M-4QX',
    onJoin: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: 'Too many tries to join from this school or home connection. Try again in a minute, at 10:42.' })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Your nickname/), 'Quiet Otter{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Try again in a minute, at 10:42/);
  },
};
