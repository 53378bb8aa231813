import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { CategoryGroup } from '@/components/content/CategoryGroup';
import { fallacyGroups, techniqueCards } from '@/content/lessons';

/** A titled group of lesson cards on a category page; each card is one link to its lesson. */
const [appeals, distractions] = fallacyGroups();
const meta = {
  title: 'Components/Content/CategoryGroup',
  component: CategoryGroup,
  args: { ...appeals! },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Routes>
          <Route path="/" element={<Story />} />
          <Route path="*" element={<p>Arrived at the lesson.</p>} />
        </Routes>
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Appeals: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Appeals' });
    await expect(within(region).getAllByRole('link')).toHaveLength(appeals!.cards.length);
    await expect(canvas.getByRole('link', { name: /Appeal to Authority/ })).toHaveAttribute('href', '/fallacies/AppealToAuthority');
    await userEvent.click(canvas.getByRole('link', { name: /Appeal to Authority/ }));
    await expect(await canvas.findByText('Arrived at the lesson.')).toBeInTheDocument();
  },
};

export const Distractions: Story = { args: { ...distractions! } };

export const Techniques: Story = { args: { id: 'techniques', title: 'The Eight Techniques', description: undefined, cards: techniqueCards() } };

export const Dark: Story = { globals: { scheme: 'dark' } };
