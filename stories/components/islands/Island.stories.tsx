import { Button, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/boot/protocol';
import { Island } from '@/components/islands/Island';

/** A small interactive part, as a page would mark one. */
function Counter({ label, start }: { label: string; start: number }) {
  const [count, setCount] = useState(start);
  return (
    <Button variant="outlined" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </Button>
  );
}

/**
 * Marks the part of a reading page that needs JavaScript. It renders the component inside an
 * element that takes no room (`display: contents`), named by `data-island` and carrying its props
 * as JSON in `data-island-props`. A reading page (lessons, articles, hubs, home) is prerendered and
 * never hydrated whole: the browser hydrates each island on its own from those two attributes
 * (src/app/start/islands.tsx), so a phone's start-up goes to the menu button and the scheme toggle, not
 * to making visible text interactive. Games and tools render the same element and hydrate whole.
 *
 * Use it around a component whose output depends only on its props and the shared providers
 * (theme, Emotion cache, a router whose links are page loads), with JSON-safe props, and register
 * the name in `ISLANDS` (src/app/start/islandRegistry.ts). Use `inline` inside running text. Don't wrap text,
 * links or disclosures: they work as HTML. Nothing is announced: the marker is invisible to
 * assistive technology, and the component inside is read as usual.
 */
const meta = {
  title: 'Components/Islands/Island',
  component: Island,
  args: { name: 'counter', component: Counter, props: { label: 'Taps', start: 2 } },
} satisfies Meta<typeof Island<{ label: string; start: number }>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const marker = canvasElement.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="counter"]`);
    await expect(marker?.tagName).toBe('DIV');
    await expect(marker?.style.display).toBe('contents');
    await expect(JSON.parse(marker?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null')).toEqual({ label: 'Taps', start: 2 });
    const button = within(canvasElement).getByRole('button', { name: 'Taps: 2' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Taps: 3');
  },
};

/** Inside a paragraph the marker is a span, which a paragraph may hold. */
export const Inline: Story = {
  args: { inline: true },
  decorators: [
    (Story) => (
      <Typography>
        Before you argue, <Story /> and then read on.
      </Typography>
    ),
  ],
  play: async ({ canvasElement }) => {
    const marker = canvasElement.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="counter"]`);
    await expect(marker?.tagName).toBe('SPAN');
    await expect(marker?.closest('p')).not.toBeNull();
  },
};
