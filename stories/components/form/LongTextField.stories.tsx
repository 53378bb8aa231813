import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { LongTextField, type LongTextFieldProps } from '@/components/form/LongTextField';

/**
 * A required multi-line field for a description or a statement: it counts characters against the
 * contract's limit as the writer types, and shows the problem in place of the count once the form
 * finds one. A screen reader hears the label, "required", and the count or the problem.
 */
const meta = {
  title: 'Components/Form/LongTextField',
  component: LongTextField,
  args: { id: 'description', label: 'Description', value: '', limit: 500 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof LongTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Typing(props: LongTextFieldProps) {
  const [value, setValue] = useState(props.value);
  return <LongTextField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** The count follows the trimmed text. */
export const Counting: Story = {
  render: (args) => <Typing {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), '  Attacks the arguer ');
    await expect(canvas.getByText('18/500 characters')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: 'x', error: true, helperText: 'Write at least 20 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Write at least 20 characters.')).toBeVisible();
  },
};
