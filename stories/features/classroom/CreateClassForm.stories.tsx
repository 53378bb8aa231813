import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CreateClassForm } from '@/features/classroom/components/CreateClassForm';
import { CLASS_MESSAGES } from '@/contract/classes';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

/** "Create a class": the warning that the teacher key is shown once comes before the one field and its button. */
const meta = {
  title: 'Features/Classroom/CreateClassForm',
  component: CreateClassForm,
  args: { onCreate: fn(async (): Promise<SubmitResult> => ({ ok: true })) },
} satisfies Meta<typeof CreateClassForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creates: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/the teacher key is shown once/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Class name/ }), 'Year 9 English, set 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create a class' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Year 9 English, set 2' });
  },
};

export const NeedsAName: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create a class' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    const field = canvas.getByRole('textbox', { name: /Class name/ });
    // The name's schema loads on the first Create (not at start), so its verdict is awaited.
    await waitFor(() => expect(field).toHaveAccessibleDescription(CLASS_MESSAGES.nameRequired));
    await expect(field).toHaveFocus();
  },
};

export const Throttled: Story = {
  args: { onCreate: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: CLASS_MESSAGES.tooManyClasses })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Class name/ }), 'Year 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Create a class' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.tooManyClasses);
  },
};
