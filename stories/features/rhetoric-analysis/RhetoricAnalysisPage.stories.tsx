import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { analysisArticles } from '@/content/games/analysisArticles';
import RhetoricAnalysisPage from '@/features/rhetoric-analysis/RhetoricAnalysisPage';
import { initialRhetoricAnalysisState } from '@/features/rhetoric-analysis/rhetoricAnalysisSlice';

const article = analysisArticles[1]!;
const total = article.segments.length;

/**
 * The connected challenge at /games/rhetoric-analysis: it opens on an article (the first, or the
 * one the address names), with a switch to the other; open each highlight, mark it found.
 */
const meta = {
  title: 'Features/Rhetoric Analysis/RhetoricAnalysisPage',
  component: RhetoricAnalysisPage,
  parameters: { route: '/games/rhetoric-analysis', layout: 'fullscreen' },
} satisfies Meta<typeof RhetoricAnalysisPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = analysisArticles[0]!;

/** The page is the first article: title, source, date, highlighted segments and the counter. */
export const OpensOnTheFirstArticle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rhetoric Analysis Challenge' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expect(canvas.getByText(first.source!, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector(`time[datetime="${first.date}"]`)).not.toBeNull();
    await expect(canvas.getAllByRole('button', { name: /\(not found yet\)$/ })).toHaveLength(first.segments.length);
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent(`Found 0 / ${first.segments.length} techniques`);
  },
};

/** The address names the second article: it opens on that one. */
export const OpensOnTheNamedArticle: Story = {
  parameters: { route: `/games/rhetoric-analysis?article=${article.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(article.title) })).toHaveAttribute('aria-current', 'page');
  },
};

export const FindEveryTechnique: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(article.title) }));
    const heading = await canvas.findByRole('heading', { level: 2, name: article.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent(`Found 0 / ${total} techniques`);
    for (let n = 1; n <= total; n += 1) {
      const segment = canvas.getAllByRole('button', { name: /\(not found yet\)$/ })[0]!;
      await userEvent.click(segment);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog).toBeVisible());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Found' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByRole('status', { name: 'Techniques found so far' })).toHaveTextContent(`Found ${n} / ${total} techniques`);
      await waitFor(() => expect(segment).toHaveFocus());
      await expect(segment).toHaveAccessibleName(/\(found\)$/);
    }
    await expect(canvas.getByRole('progressbar', { name: 'Techniques found' })).toHaveAttribute('aria-valuenow', '100');
    // Switching back keeps what was found in each article.
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(first.title) }));
    await expect(await canvas.findByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(article.title) })).toHaveTextContent(`Found ${total} / ${total} techniques`);
  },
};

/**
 * The dialog stays in the page once built (hidden while closed): opening another segment shows
 * the same dialog with new words, instead of building a new one in the frame that answers the key.
 */
export const OpeningOnlyShowsTheDialog: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [one, two] = canvas.getAllByRole('button', { name: /\(not found yet\)$/ });
    // It is built at the first idle moment after the page starts.
    await new Promise((resolve) => requestIdleCallback(resolve));
    await userEvent.click(one!);
    const dialog = await screen.findByRole('dialog', { name: first.segments[0]!.technique });
    // Focus moves in just before the dialog's first paint.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, it is still there, hidden from everyone.
    await expect(dialog.isConnected).toBe(true);
    await userEvent.click(two!);
    await expect(await screen.findByRole('dialog', { name: first.segments[1]!.technique })).toBe(dialog);
  },
};

/**
 * Guess first on (the learner's choice, kept in the browser): a highlight opens on "Which technique
 * is this?" and three options, not on its name. A wrong pick turns the segment red and counts as
 * wrong; a right one turns it green and counts as found.
 */
export const GuessFirst: Story = {
  parameters: { preloadedState: { rhetoricAnalysis: { ...initialRhetoricAnalysisState, challenge: true } } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Guess first' })).toBeChecked();
    const status = () => canvas.getByRole('status', { name: 'Techniques found so far' });
    const answer = async (i: number, right: boolean) => {
      const segment = first.segments[i]!;
      await userEvent.click(canvas.getByRole('button', { name: `${segment.text} (not found yet)` }));
      const dialog = await screen.findByRole('dialog', { name: 'Which technique is this?' });
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(within(dialog).queryByText(segment.explanation)).toBeNull();
      const options = within(dialog).getAllByRole('button').filter((b) => b.closest('[role="group"][aria-label="Techniques to choose from"]'));
      await expect(options).toHaveLength(3);
      const pick = options.find((b) => (b.textContent === segment.technique) === right)!;
      await userEvent.click(pick);
      await expect(within(dialog).getByRole('status')).toHaveTextContent(right ? `Right: it is ${segment.technique}.` : `it is ${segment.technique}.`);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the article' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await answer(0, false);
    await expect(canvas.getByRole('button', { name: `${first.segments[0]!.text} (missed)` })).toHaveFocus();
    await answer(1, true);
    await expect(canvas.getByRole('button', { name: `${first.segments[1]!.text} (found)` })).toHaveFocus();
    await expect(status()).toHaveTextContent(`Found 1 / ${first.segments.length} techniques`);
    await expect(status()).toHaveTextContent('Right: 1 · Wrong: 1');
  },
};

export const GuessFirstDark: Story = {
  parameters: { preloadedState: { rhetoricAnalysis: { ...initialRhetoricAnalysisState, challenge: true } } },
  globals: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Guess first' })).toBeChecked();
  },
};
