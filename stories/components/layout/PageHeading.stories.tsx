import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from '@/components/layout/PageHeading';

/**
 * The plain opening of a tool or practice page: its one h1 and a paragraph, at a readable measure.
 *
 * Use it on pages that open straight into a tool (the check, practice, review, progress). Pages that
 * open on a chalkboard band use `PageHero`; lessons and articles have their own layouts.
 */
const meta = {
  title: 'Components/Layout/PageHeading',
  component: PageHeading,
  args: {
    title: 'Your progress',
    intro: 'What you have learned, how well it is holding, and what needs bringing back. It is kept in this browser only.',
  },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIntro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
    await expect(canvas.getByText(/kept in this browser only/)).toBeVisible();
  },
};
export const TitleOnly: Story = {
  args: { intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};
