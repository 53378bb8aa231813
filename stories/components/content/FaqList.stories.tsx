import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FaqList } from '@/components/content/FaqList';
import gaslighting from '@/content/techniques/gaslighting';
import virtueSignaling from '@/content/techniques/virtue-signaling';

/**
 * Questions that expand and collapse. Each question is a button (aria-expanded, aria-controls)
 * inside a heading; the answer is a region named by its question. "Expand all" opens them all.
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

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { expanded: false });
    await expect(buttons).toHaveLength(gaslighting.faqs.length);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(gaslighting.faqs.length);
  },
};

export const ExpandAndCollapse: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: firstQuestion });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: firstQuestion });
    await expect(answer).toHaveTextContent(/Patrick Hamilton/);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(gaslighting.faqs[0]!.answer)).not.toBeVisible());
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.tab(); // Expand all
    await userEvent.tab(); // first question
    const question = canvas.getByRole('button', { name: firstQuestion });
    await expect(question).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ExpandAll: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(canvas.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(gaslighting.faqs.length);
    await expect(canvas.getAllByRole('region')).toHaveLength(gaslighting.faqs.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(gaslighting.faqs.length);
  },
};

export const FirstOpen: Story = { args: { faqs: virtueSignaling.faqs, defaultExpanded: [0] } };

export const Dark: Story = { args: { defaultExpanded: [1] }, globals: { scheme: 'dark' } };
