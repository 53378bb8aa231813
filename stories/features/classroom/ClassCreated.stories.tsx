import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ClassCreated } from '@/features/classroom/components/ClassCreated';

const KEY = 'q3Vx9_T0pSecretKeyForTheStoryOnly-abcdefgh';

/** A new class: its code big enough for a board, where pupils join, and the teacher link shown once with Copy and Open. */
const meta = {
  title: 'Features/Classroom/ClassCreated',
  component: ClassCreated,
  args: {
    name: 'Year 9 English, set 2',
    code: 'K7M4QX',
    teacherLink: `https://sophist.example/teach/class/6f1c2a9e#key=${KEY}`,
    classPath: '/teach/class/6f1c2a9e',
    joinAddress: 'sophist.example/join',
    joinPath: '/join',
    deleteAfter: '2026-12-27T12:00:00.000Z',
    onCopy: fn(async () => true),
  },
} satisfies Meta<typeof ClassCreated>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('K7M-4QX')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Teacher link' })).toHaveValue(args.teacherLink);
    await expect(canvas.getByRole('link', { name: 'Open the class' })).toHaveAttribute('href', '/teach/class/6f1c2a9e');
    await expect(canvas.getByText(/27 December 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(args.teacherLink);
    await expect(await canvas.findByText(/Copied\. Paste it somewhere safe/)).toBeVisible();
  },
};

export const CopyRefused: Story = {
  args: { onCopy: fn(async () => false) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByText(/would not copy it/)).toBeVisible();
  },
};
