import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ParserPanel } from '@/features/parser/components/ParserPanel';
import { parseText } from '@/features/parser/logic';

const MESSY = `# Release **notes**

Dr. Smith fixed 3.5 bugs, e.g. the <b>login</b> one &amp; the \`map\` typo.
- faster start
- fewer \`console.log()\` calls

\`\`\`ts
const x: number = 1;
\`\`\``;

/**
 * The text parser's panel: paste, Parse Text, Clear All, a read-only output
 * and Copy to Clipboard. Pure: the page owns the text, the parsing and the clipboard.
 */
const meta = {
  title: 'Features/Parser/ParserPanel',
  component: ParserPanel,
  args: { output: '', onParse: fn(), onClear: fn(), onCopy: fn(), onDownload: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ParserPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text the component announces: found, and inside a polite live region (not the app's toast region). */
async function announced(root: HTMLElement, text: string | RegExp) {
  const found = await within(root).findByText(text);
  await expect(found.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
}

export const Empty: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy to Clipboard' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Text to parse'), 'Hi *there*');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Parse Text' }));
    await expect(args.onParse).toHaveBeenCalledWith('Hi *there*');
  },
};

export const Parsed: Story = {
  args: { defaultInput: MESSY, output: parseText(MESSY) },
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByLabelText('Parsed text');
    await expect(output).toHaveAttribute('readonly');
    await expect((output as HTMLTextAreaElement).value.split('\n')).toEqual([
      'Release notes.',
      'Dr. Smith fixed 3.5 bugs, e.g. the login one & the map typo.',
      'faster start.',
      'fewer calls.',
    ]);
    await expect(canvas.getByText('4 sentences')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy to Clipboard' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download as .txt' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Text to parse')).toHaveValue('');
  },
};

export const Copied: Story = {
  args: { defaultInput: MESSY, output: parseText(MESSY), copied: true },
  play: async ({ canvasElement }) => {
    await announced(canvasElement, 'Copied to clipboard!');
  },
};

export const ParsingALongText: Story = {
  args: { defaultInput: MESSY.repeat(3), output: '', parsing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Parsing...' })).toBeDisabled();
    await expect(canvas.getByText(/in the background/)).toBeVisible();
  },
};

function Live() {
  const [output, setOutput] = useState('');
  return <ParserPanel output={output} onParse={(text) => setOutput(parseText(text))} onClear={() => setOutput('')} onCopy={() => {}} />;
}

/** A huge output is previewed; the count and Copy cover all of it. */
export const LongOutput: Story = {
  args: { output: Array.from({ length: 20_000 }, (_, i) => `Sentence number ${i + 1} says very little.`).join('\n') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Showing the first 2,\d{3} of 20,000 sentences/)).toBeVisible();
    await expect(canvas.getByText('20,000 sentences')).toBeVisible();
  },
};

/** The real parser behind the panel: type, parse, clear. */
export const Interactive: Story = {
  render: () => <Live />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Text to parse'), '<p>One *thing*.</p> Two things!');
    await userEvent.click(canvas.getByRole('button', { name: 'Parse Text' }));
    await waitFor(() => expect(canvas.getByLabelText('Parsed text')).toHaveValue('One thing.\nTwo things.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByLabelText('Text to parse')).toHaveValue('');
    await expect(canvas.getByLabelText('Parsed text')).toHaveValue('');
  },
};
