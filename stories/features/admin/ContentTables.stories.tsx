import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUILTIN_FALLACIES, BUILTIN_STATEMENTS } from '@/contract/seed';
import { FallacyTable } from '@/features/admin/components/FallacyTable';
import { StatementTable } from '@/features/admin/components/StatementTable';

const names = new Map(BUILTIN_FALLACIES.map((f) => [f.id, f.name]));

/**
 * The lists under the admin forms: what is already on the server, newest first, so an admin sees
 * what is there before adding more. Phones get the words without the id column.
 */
const meta = {
  title: 'Admin/ContentTables',
  component: FallacyTable,
  args: { fallacies: BUILTIN_FALLACIES },
} satisfies Meta<typeof FallacyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FallacyTypes: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Fallacy types, newest first' });
    const rows = within(region).getAllByRole('row');
    await expect(rows).toHaveLength(BUILTIN_FALLACIES.length + 1);
    // Newest (last added) first.
    await expect(rows[1]).toHaveTextContent(BUILTIN_FALLACIES.at(-1)!.name);
  },
};

export const NoFallacyTypes: Story = { args: { fallacies: [] } };

export const Statements: Story = {
  render: () => <StatementTable statements={BUILTIN_STATEMENTS} fallacyNames={names} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Statements, newest first' });
    await expect(within(region).getAllByRole('row')).toHaveLength(BUILTIN_STATEMENTS.length + 1);
    await expect(region).toHaveTextContent('Ad Hominem');
  },
};

export const StatementsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <StatementTable statements={BUILTIN_STATEMENTS.slice(0, 5)} fallacyNames={names} />,
};
