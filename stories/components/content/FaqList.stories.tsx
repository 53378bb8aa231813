import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FaqList } from '@/components/content/FaqList';
import gaslighting from '@/content/techniques/gaslighting';
import virtueSignaling from '@/content/techniques/virtue-signaling';

/**
 * Questions that expand and collapse: native disclosures (`<details>`, each question a heading in
 * its `<summary>`), so they work before and without JavaScript. "Expand all" opens them all (the
 * one part that needs JavaScript: an island on a reading page).
 *
 * Use it for questions readers actually ask, with short answers. Don't hide lesson content in it:
 * closed answers are skipped by people who scan.
 *
 * Keyboard: Tab to a question, Enter or Space toggles it.
 */
const meta = {
  title: 'Components/Content/FaqList',
  component: FaqList,
  args: { faqs: gaslighting.faqs },
  decorators: [(Story) => <div style={{ maxWidth: '70ch' }}><Story /></div>],
} satisfies Meta<typeof FaqList>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstQuestion = gaslighting.faqs[0]!.question;
const disclosures = (root: HTMLElement) => [...root.querySelectorAll('details')];
/** The summary (the disclosure's button) of the question with this text. */
const summaryOf = (root: HTMLElement, question: string) =>
  disclosures(root).find((d) => d.querySelector('summary')?.textContent === question)!.querySelector('summary')!;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(disclosures(canvasElement)).toHaveLength(gaslighting.faqs.length);
    await expect(disclosures(canvasElement).filter((d) => d.open)).toHaveLength(0);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(gaslighting.faqs.length);
    await expect(canvas.getByText(gaslighting.faqs[0]!.answer)).not.toBeVisible();
  },
};

export const ExpandAndCollapse: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const question = summaryOf(canvasElement, firstQuestion);
    const answer = canvas.getByText(gaslighting.faqs[0]!.answer);
    await userEvent.click(question);
    await waitFor(() => expect(answer).toBeVisible());
    await expect(question.parentElement).toHaveAttribute('open');
    await expect(answer).toHaveTextContent(/Patrick Hamilton/);
    await userEvent.click(question);
    await waitFor(() => expect(answer).not.toBeVisible());
  },
};

/**
 * Enter and Space on a summary are the browser's own (the simulated keyboard here does not press
 * them; the lessons journey does, with a real one): this checks a question is the next stop.
 */
export const KeyboardReachable: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.tab(); // Expand all
    await userEvent.tab(); // first question
    const question = summaryOf(canvasElement, firstQuestion);
    await expect(question).toHaveFocus();
    await expect(question.tagName).toBe('SUMMARY');
  },
};

export const ExpandAll: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(disclosures(canvasElement).filter((d) => !d.open)).toHaveLength(0);
    await expect(canvas.getByText(gaslighting.faqs.at(-1)!.answer)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(disclosures(canvasElement).filter((d) => d.open)).toHaveLength(0);
    // Opening every question by hand turns the button into "Collapse all".
    for (const faq of gaslighting.faqs) await userEvent.click(summaryOf(canvasElement, faq.question));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Collapse all' })).toBeVisible());
  },
};

export const FirstOpen: Story = { args: { faqs: virtueSignaling.faqs, defaultExpanded: [0] } };

export const Dark: Story = { args: { defaultExpanded: [1] }, globals: { scheme: 'dark' } };
