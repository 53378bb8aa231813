import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUILTIN_FALLACIES } from '@/contract/seed';
import { FallacyTable } from '@/features/admin/components/FallacyTable';

/**
 * The fallacy types under the admin forms: what is already on the server, newest first, so an admin
 * sees what is there before adding more. Keyboard: the table is one scrollable region (Tab reaches
 * it, arrows scroll it); a screen reader hears "Fallacy types, newest first, region" and then a
 * table with column headers.
 */
const meta = {
  title: 'Features/Admin/FallacyTable',
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
