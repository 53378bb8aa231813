import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DIFFICULTY_LABELS, DifficultyField } from '@/features/admin/components/DifficultyField';

/**
 * The admin forms' difficulty picker: a native select of 1 to 5, required. Native on purpose:
 * every browser and screen reader already knows it (arrow keys change the value, Alt+Down opens
 * it on Windows, the phone's own wheel on iOS). A screen reader hears "Difficulty, required,
 * combo box" and, when invalid, the error under it.
 */
const meta = {
  title: 'Features/Admin/DifficultyField',
  component: DifficultyField,
  args: { id: 'difficulty', value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DifficultyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the first option says what to do; five levels follow. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(/Difficulty/);
    await expect(select).toBeRequired();
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose 1 to 5', ...Object.values(DIFFICULTY_LABELS)]);
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return <DifficultyField id="difficulty" value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** Chosen with the keyboard alone. */
export const KeyboardChoice: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement, userEvent }) => {
    const select = within(canvasElement).getByLabelText(/Difficulty/);
    await userEvent.selectOptions(select, '4');
    await expect(select).toHaveValue('4');
    await expect(select).toHaveDisplayValue('4 · Hard');
  },
};

export const WithError: Story = {
  args: { error: true, helperText: 'Choose a difficulty from 1 to 5.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Difficulty/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Choose a difficulty from 1 to 5.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: '3', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Difficulty/)).toBeDisabled();
  },
};
