import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AddStatementForm, STATEMENT_FAILURE, STATEMENT_SUCCESS } from '@/features/admin/components/AddStatementForm';
import type { SubmitResult } from '@/lib/form/useCheckedForm';

const fallacies = [
  { id: 'straw-man', name: 'Straw Man' },
  { id: 'ad-hominem', name: 'Ad Hominem' },
  { id: 'slippery-slope', name: 'Slippery Slope' },
];

/**
 * "Add Statement": the statement's text, its fallacy type (a select filled
 * from GET /api/fallacies) and a difficulty from 1 to 5. The id is "stmt-" plus a random string
 * (`makeId`). Says 'Statement added successfully!' and resets, or 'Failed to add statement'.
 */
const meta = {
  title: 'Features/Admin/AddStatementForm',
  component: AddStatementForm,
  args: { fallacies, onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: true })), makeId: () => 'stmt-story0000001' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof AddStatementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Fallacy type/ });
    // Sorted by name for the admin.
    await expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a fallacy type', 'Ad Hominem', 'Slippery Slope', 'Straw Man']);
  },
};

export const LoadingFallacyTypes: Story = { args: { fallacies: [], loadingFallacies: true } };

export const ValidationMessages: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    await expect(canvas.getByText('Text is required')).toBeVisible();
    await expect(canvas.getByText('A fallacy type is required')).toBeVisible();
    await expect(canvas.getByText('Choose a difficulty from 1 to 5')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Statement/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('textbox', { name: /Statement/ }));
    await userEvent.paste('x'.repeat(301));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    await expect(canvas.getByText('At most 300 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /Statement/ });
    await userEvent.type(text, 'You think we should recycle? So you want to ban all plastic forever.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fallacy type/ }), 'straw-man');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    // A polite status (the story's toast region is another one).
    await expect((await canvas.findByText(STATEMENT_SUCCESS)).closest('[role="status"]')).not.toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 'stmt-story0000001',
      text: 'You think we should recycle? So you want to ban all plastic forever.',
      fallacy_type_id: 'straw-man',
      difficulty: 2,
    });
    await waitFor(() => expect(text).toHaveValue(''));
  },
};

export const Failure: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: 'Unknown fallacy type "straw-man"' })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Statement/ }), 'My opponent wears socks with sandals; ignore his tax plan.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fallacy type/ }), 'ad-hominem');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(STATEMENT_FAILURE);
    await expect(alert).toHaveTextContent('Unknown fallacy type');
  },
};
