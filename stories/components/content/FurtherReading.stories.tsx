import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FurtherReading } from '@/components/content/FurtherReading';
import { articleReading, fallacyReading, techniqueReading } from '@/content/sources';

/**
 * The works at the end of a lesson, technique or article: author, year, title, where it appeared,
 * a DOI, ISBN or stable address to look it up by, and one line on why to read it. Every work was
 * checked against a public record (src/content/sources/works.ts records who checked and against what).
 *
 * Use it once, last in the text. The list is numbered in the order the page recommends it.
 */
const meta = {
  title: 'Components/Content/FurtherReading',
  component: FurtherReading,
  args: { items: fallacyReading('ad-hominem') },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof FurtherReading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Further reading' });
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Walton, D. (1998). Ad Hominem Arguments. Tuscaloosa: University of Alabama Press. ISBN 978-0-8173-0922-0.');
    await expect(within(items[1]!).getByRole('link', { name: 'https://plato.stanford.edu/entries/fallacies/' })).toHaveAttribute('href', 'https://plato.stanford.edu/entries/fallacies/');
  },
};

/** The framing lesson names three studies; each has its reference, linked by DOI. */
export const StudiesWithDois: Story = {
  args: { items: techniqueReading('framing-effects') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'doi:10.1126/science.7455683' });
    await expect(link).toHaveAttribute('href', 'https://doi.org/10.1126/science.7455683');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Article: Story = { args: { items: articleReading('/darkarts/propaganda-framework') } };

export const Dark: Story = { globals: { scheme: 'dark' } };
