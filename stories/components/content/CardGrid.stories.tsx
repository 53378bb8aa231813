import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '@/components/content/CardGrid';
import { ContentCard } from '@/components/content/ContentCard';
import { Label } from '@/components/content/Label';

const cards = ['Ethos', 'Pathos', 'Logos', 'Kairos (not a pillar)'].map((title) => (
  <li key={title}>
    <ContentCard title={title} description={`Cards in a grid: ${title}.`} to="/" items={['One', 'Two', 'Three']} />
  </li>
));

/**
 * The grid of cards on home, the hubs and the category pages: one column on phones, more from the
 * `sm` and `md` breakpoints up. A list of destinations by default (each card is an item).
 *
 * Use `component="ul"` (the default) for destinations, so a screen reader hears "list, N items";
 * use "div" only for cards that are not a list.
 */
const meta = {
  title: 'Components/Content/CardGrid',
  component: CardGrid,
  args: { children: cards, columns: { sm: 2, md: 3 } },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeUp: Story = {
  play: async ({ canvasElement }) => {
    // The outer list is the grid; each card inside has its own bullet list.
    const list = within(canvasElement).getAllByRole('list')[0]!;
    await expect(list.children).toHaveLength(4);
    await expect(getComputedStyle(list).display).toBe('grid');
  },
};

export const TwoUp: Story = { args: { columns: { md: 2 } } };

/** The small static labels cards and the guide's scores use (drawn like MUI's small Chip). */
export const Labels: Story = {
  args: {
    component: 'div',
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Label>13 lessons</Label>
        <Label tone="warning">Featured</Label>
        <Label tone="success" filled>
          +2 of 2 points
        </Label>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured')).toBeVisible();
  },
};
