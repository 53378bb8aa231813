import { Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Layout } from '@/app/Layout';
import { Seo } from '@/components/layout/Seo';

/**
 * The shell around every page: SkipLink (first Tab stop), NavBar, the main landmark, Footer and
 * the CookieBanner, which reads the store. ScrollToTop runs on each navigation, and each page
 * declares its metadata with Seo (applied to document.head in the browser).
 */
const meta = {
  title: 'Components/Layout/Layout',
  component: Layout,
  parameters: {
    layout: 'fullscreen',
    preloadedState: { consent: { value: null, loaded: true } },
  },
  args: {
    children: (
      <>
        <Seo meta={{ title: 'A page in the shell', description: 'Shell story.', path: '/story' }} />
        <Typography variant="h1" sx={{ p: 4 }}>
          Page content
        </Typography>
      </>
    ),
  },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCookieBanner: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('A page in the shell | Sophist'));
  },
};

export const SkipLinkFirst: Story = {
  parameters: { preloadedState: { consent: { value: 'accepted', loaded: true } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
  },
};
