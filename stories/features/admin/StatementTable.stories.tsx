import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '@/contract/seed';
import { StatementTable } from '@/features/admin/components/StatementTable';

/**
 * The statements under the admin forms, newest first, each with the fallacy it commits (by name),
 * so an admin sees what is there before adding more. Phones get the words without the id column.
 * Keyboard: the table is one scrollable region (Tab reaches it, arrows scroll it); a screen reader
 * hears "Statements, newest first, region" and then a table with column headers.
 */
const meta = {
  title: 'Features/Admin/StatementTable',
  component: StatementTable,
  args: { statements: BUILTIN_STATEMENTS, fallacyNames: new Map(BUILTIN_FALLACIES.map((f) => [f.id, f.name])) },
} satisfies Meta<typeof StatementTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Statements: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Statements, newest first' });
    await expect(within(region).getAllByRole('row')).toHaveLength(BUILTIN_STATEMENTS.length + 1);
    await expect(region).toHaveTextContent('Ad Hominem');
  },
};

export const StatementsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { statements: BUILTIN_STATEMENTS.slice(0, 5) },
};
