import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { FallacyType, Statement as StatementItem } from '@/contract/fallacies';
import { EditDialog } from '@/features/admin/components/EditDialog';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

const fallacies: FallacyType[] = [
  { id: 'ad-hominem', name: 'Ad Hominem', description: 'Attacking the person instead of the argument.', difficulty: 1 },
  { id: 'appeal-to-vibes', name: 'Appeal to Vibes', description: 'Believing it because it feels right.', difficulty: 2, createdAt: '2026-11-25T10:00:00.000Z' },
];
const statement: StatementItem = {
  id: 'stmt-story0000001',
  text: 'It just feels true, so it is.',
  fallacy_type_id: 'appeal-to-vibes',
  difficulty: 2,
  explanation: 'How a claim feels says nothing about whether it is true.',
};

/**
 * Editing an authored fallacy or statement in a dialog: the add form, started with the item's
 * values and checked by the same schemas. A save closes it; a refusal stays, with its reason.
 */
const meta = {
  title: 'Features/Admin/EditDialog',
  component: EditDialog,
  args: {
    target: { kind: 'fallacy', fallacy: fallacies[1]! },
    fallacies,
    lessons: [{ id: 'ad-hominem', name: 'Ad Hominem' }],
    onSaveFallacy: fn(async (): Promise<SubmitResult> => ({ ok: true })),
    onSaveStatement: fn(async (): Promise<SubmitResult> => ({ ok: true })),
    onClose: fn(),
  },
} satisfies Meta<typeof EditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fallacy: a name another fallacy has is refused at the field; a good edit saves and closes. */
export const Fallacy: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit fallacy' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Appeal to Vibes');
    await userEvent.clear(name);
    await userEvent.type(name, 'ad hominem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(within(dialog).getByText('There is already a fallacy called "Ad Hominem". One is plenty.')).toBeVisible();
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'Appeal to Good Vibes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveFallacy).toHaveBeenCalledWith({ id: 'appeal-to-vibes', name: 'Appeal to Good Vibes', description: 'Believing it because it feels right.', difficulty: 2 });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** A statement: the preview follows the text; the backend's refusal shows at its field and the dialog stays. */
export const Statement: Story = {
  args: {
    target: { kind: 'statement', statement },
    onSaveStatement: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: 'Invalid request', fields: { fallacyTypeId: 'Choose a fallacy type from the list' } })),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit statement' });
    const text = within(dialog).getByRole('textbox', { name: /Statement/ });
    await expect(within(dialog).getByRole('textbox', { name: /Explanation/ })).toHaveValue(statement.explanation);
    await userEvent.type(text, ' Obviously.');
    await expect(dialog.textContent).toContain('so it is. Obviously.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveStatement).toHaveBeenCalledWith({ ...statement, text: 'It just feels true, so it is. Obviously.' });
    await expect(await within(dialog).findByText('Choose a fallacy type from the list')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save the statement');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
