import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHero } from '@/components/layout/PageHero';

/**
 * The top of a page: its one h1, on a chalkboard band by default.
 *
 * Use it once, at the top of a page that is not a lesson or an article (those have their own
 * layouts). Don't put more than one line of tagline or more than two actions in it.
 */
const meta = {
  title: 'Components/Layout/PageHero',
  component: PageHero,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Ethos, Pathos, Logos', tagline: 'Three Greek words that explain why your uncle wins arguments he should lose.' },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Ethos, Pathos, Logos' })).toBeVisible();
  },
};
export const WithActions: Story = {
  args: {
    eyebrow: 'Rhetoric, fallacies and critical thinking',
    actions: (
      <>
        <Button variant="contained" color="warning">Get Started</Button>
        <Button variant="outlined" color="inherit">Learn More</Button>
      </>
    ),
  },
};
export const Plain: Story = { args: { tone: 'plain' } };
