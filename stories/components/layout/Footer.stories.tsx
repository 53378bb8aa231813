import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@/components/layout/Footer';

/**
 * The footer's groups: Navigation (plus a contextual back link on technique and fallacy pages),
 * Play, Tools, Teachers (the lesson plans and classes), Connect and Legal; © 2024.
 */
const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { pathname: '/' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Beginner's Guide" })).toHaveAttribute('href', '/beginners-guide');
    await expect(canvas.getByRole('link', { name: 'Say Hello' })).toHaveAttribute('href', '/contact');
    const teachers = within(canvas.getByRole('navigation', { name: 'Teachers' }));
    await expect(teachers.getByRole('link', { name: 'Lesson plans' })).toHaveAttribute('href', '/teach/lessons');
    await expect(teachers.getByRole('link', { name: 'Run a class' })).toHaveAttribute('href', '/teach');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByText(/© 2024/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
  },
};

export const OnAFallacyPage: Story = {
  args: { pathname: '/fallacies/AdHominem' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Fallacies' })).toHaveAttribute('href', '/category/logical-fallacies');
  },
};

export const OnATechniquePage: Story = {
  args: { pathname: '/technique/framing-effects' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Techniques' })).toHaveAttribute('href', '/category/rhetorical-techniques');
  },
};
