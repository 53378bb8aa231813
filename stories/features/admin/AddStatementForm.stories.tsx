import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AddStatementForm, EXPLANATION_NOTE, PREVIEW_PLACEHOLDER, STATEMENT_FAILURE, STATEMENT_SUCCESS } from '@/features/admin/components/AddStatementForm';
import type { SubmitResult } from '@/lib/form/useCheckedForm';
import { DRAFT_KEYS } from '@/features/admin/useFormDraft';

const fallacies = [
  { id: 'straw-man', name: 'Straw Man' },
  { id: 'ad-hominem', name: 'Ad Hominem' },
  { id: 'slippery-slope', name: 'Slippery Slope' },
];

const lessons = [
  { id: 'ad-hominem', name: 'Ad Hominem' },
  { id: 'straw-man', name: 'Straw Man' },
];
const explanation = 'Nobody proposed banning all plastic; the reply answers a claim nobody made.';

/**
 * "Add Statement": the statement's text (previewed live on the chalkboard), its fallacy type (a
 * select filled from GET /api/fallacies), a difficulty from 1 to 5, the explanation players read
 * after answering (optional but encouraged: without it they read the fallacy's description) and an
 * optional lesson link. The id is "stmt-" plus a random string
 * (`makeId`). Says 'Statement added successfully!' and resets, or 'Failed to add statement'.
 * A half-filled form is kept in session storage (restored when the form comes back, cleared on
 * success or by "Discard draft").
 */
const meta = {
  title: 'Features/Admin/AddStatementForm',
  component: AddStatementForm,
  args: { fallacies, lessons, onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: true })), makeId: () => 'stmt-story0000001' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  // Each story starts without a draft and leaves none behind.
  beforeEach: () => {
    sessionStorage.removeItem(DRAFT_KEYS.statement);
    return () => sessionStorage.removeItem(DRAFT_KEYS.statement);
  },
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
    // The explanation is optional (the specification's statement has none), so it is not refused.
    await expect(canvas.queryByText('Explanation is required')).toBeNull();
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
    await expect(canvas.getAllByText(PREVIEW_PLACEHOLDER).length).toBeGreaterThan(0);
    await userEvent.type(text, 'You think we should recycle? So you want to ban all plastic forever.');
    // The chalkboard shows what players will see, as it is typed.
    await expect(canvasElement.textContent).toContain('So you want to ban all plastic forever.');
    await expect(canvas.queryAllByText(PREVIEW_PLACEHOLDER)).toEqual([]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fallacy type/ }), 'straw-man');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '2');
    await userEvent.type(canvas.getByRole('textbox', { name: /Explanation/ }), explanation);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Lesson link/ }), 'ad-hominem');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    // A polite status (the story's toast region is another one).
    await expect((await canvas.findByText(STATEMENT_SUCCESS)).closest('[role="status"]')).not.toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 'stmt-story0000001',
      text: 'You think we should recycle? So you want to ban all plastic forever.',
      fallacy_type_id: 'straw-man',
      difficulty: 2,
      explanation,
      lesson_id: 'ad-hominem',
    });
    await waitFor(() => expect(text).toHaveValue(''));
  },
};

/** The specification's fields alone: text, fallacy type and difficulty. Added, with no explanation sent. */
export const WithoutExplanation: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EXPLANATION_NOTE)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Statement/ }), 'You want a later bedtime? So you want us up all night.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fallacy type/ }), 'straw-man');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    await canvas.findByText(STATEMENT_SUCCESS);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      id: 'stmt-story0000001',
      text: 'You want a later bedtime? So you want us up all night.',
      fallacy_type_id: 'straw-man',
      difficulty: 1,
    });
  },
};

export const Failure: Story = {
  args: { onSubmit: fn(async (): Promise<SubmitResult> => ({ ok: false, detail: 'Unknown fallacy type "straw-man"' })) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Statement/ }), 'My opponent wears socks with sandals; ignore his tax plan.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fallacy type/ }), 'ad-hominem');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Difficulty/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Explanation/ }), 'Socks say nothing about taxes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Statement' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(STATEMENT_FAILURE);
    await expect(alert).toHaveTextContent('Unknown fallacy type');
  },
};

/** A draft left by an earlier visit comes back; "Discard draft" empties the form and forgets it. */
export const RestoredDraft: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_KEYS.statement,
      JSON.stringify({ text: 'My opponent owns a car, so ignore his climate policy.', fallacyTypeId: 'ad-hominem', difficulty: '', explanation: '', lessonId: '' }),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: /Statement/ });
    await waitFor(() => expect(text).toHaveValue('My opponent owns a car, so ignore his climate policy.'));
    await expect(canvas.getByRole('combobox', { name: /Fallacy type/ })).toHaveValue('ad-hominem');
    await userEvent.type(text, ' Twice.');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT_KEYS.statement) ?? '{}').text).toMatch(/Twice\.$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(text).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    await expect(sessionStorage.getItem(DRAFT_KEYS.statement)).toBeNull();
  },
};
