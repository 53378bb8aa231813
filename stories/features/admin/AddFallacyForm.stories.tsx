import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AddFallacyForm, FALLACY_FAILURE, FALLACY_SUCCESS } from '@/features/admin/components/AddFallacyForm';
import type { SubmitResult } from '@/lib/form/useCheckedForm';
import { DRAFT_KEYS } from '@/features/admin/useFormDraft';

/**
 * "Add Fallacy": name, description and a difficulty from 1 to 5. The id is
 * the slug of the name, shown as it is typed. Fields are checked with the schema the backend
 * uses; `onSubmit` resolves `{ ok }` and the form says 'Fallacy added successfully!' (and resets)
 * or 'Failed to add fallacy' with the server's reason. A half-filled form is kept in session storage
 * (restored when the form comes back, cleared on success or by "Discard draft").
 */
const meta = {
  title: 'Features/Admin/AddFallacyForm',
  component: AddFallacyForm,
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: true })), existing: [{ id: 'ad-hominem', name: 'Ad Hominem' }, { id: 'straw-man', name: 'Straw Man' }] },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // Each story starts without a draft and leaves none behind.
  beforeEach: () => {
    sessionStorage.removeItem(DRAFT_KEYS.fallacy);
    return () => sessionStorage.removeItem(DRAFT_KEYS.fallacy);
  },
} satisfies Meta<typeof AddFallacyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fallacy' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Description is required')).toBeVisible();
    await expect(canvas.getByText('Choose a difficulty from 1 to 5')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Zz');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'x');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fallacy' }));
    await expect(canvas.getByText('Name needs at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Description needs at least 20 characters')).toBeVisible();
    // A name another fallacy has, in another case and spacing, is the same name.
    await userEvent.clear(canvas.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'STRAWMAN');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), ' is already taken, in other words.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fallacy' }));
    await expect(canvas.getByText('There is already a fallacy called "Straw Man". One is plenty.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Appeal to Vibes!');
    await expect(canvas.getByText('Id: appeal-to-vibes')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Believing it because it feels right.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fallacy' }));
    // A polite status (the story's toast region is another one).
    await expect((await canvas.findByText(FALLACY_SUCCESS)).closest('[role="status"]')).not.toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 'appeal-to-vibes',
      name: 'Appeal to Vibes!',
      description: 'Believing it because it feels right.',
      difficulty: 3,
    });
    await waitFor(() => expect(name).toHaveValue(''));
    await expect(canvas.getByRole('combobox', { name: /Difficulty/ })).toHaveValue('');
  },
};

export const Failure: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: 'The server is having a moment.' })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Moving the Goalposts');
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Changing what counts as proof once proof arrives.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fallacy' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FALLACY_FAILURE);
    await expect(alert).toHaveTextContent('The server is having a moment.');
    // What was typed stays, so the admin can try again.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Moving the Goalposts');
  },
};

/** Editing an authored fallacy: its values to start with, the id kept, Save changes. */
export const Editing: Story = {
  args: {
    initial: { id: 'appeal-to-vibes', name: 'Appeal to Vibes', description: 'Believing it because it feels right.', difficulty: 2 },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Id: appeal-to-vibes (stays, so its statements keep it)')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Appeal to Good Vibes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ id: 'appeal-to-vibes', name: 'Appeal to Good Vibes', description: 'Believing it because it feels right.', difficulty: 2 });
  },
};

/** A draft left by an earlier visit comes back; "Discard draft" empties the form and forgets it. */
export const RestoredDraft: Story = {
  beforeEach: () => {
    sessionStorage.setItem(DRAFT_KEYS.fallacy, JSON.stringify({ name: 'Appeal to Tea Leaves', description: '', difficulty: '2' }));
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue('Appeal to Tea Leaves'));
    await expect(canvas.getByRole('combobox', { name: /Difficulty/ })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(name).toHaveValue('');
    await expect(sessionStorage.getItem(DRAFT_KEYS.fallacy)).toBeNull();
  },
};
