import type { JSXElementConstructor } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@/boot/protocol';

export interface IslandMarkerProps<P extends object> {
  /** The island's name in the app's island registry (src/app/start/islandRegistry.ts), which loads the same component. */
  name: string;
  /** The interactive component. Its output must depend only on `props` and the providers around every island. */
  component: JSXElementConstructor<P>;
  /**
   * JSON-safe values only (strings, numbers, booleans, null, arrays and plain objects of them): the
   * prerendered HTML carries them, and a reading page's start-up hands them back to the component.
   */
  props: P;
  /** Inside running text (a phrase in a paragraph): a span, since a div would end the paragraph. */
  inline?: boolean;
}

/**
 * Marks the part of a page that needs JavaScript. Rendered everywhere as the component inside an
 * element that takes no room (`display: contents`) and names it, with its props as JSON. A reading
 * page (text, links and disclosures that work as HTML) is not hydrated as a whole: the browser
 * hydrates each island on its own, from these two attributes, so a phone spends its start-up on the
 * menu button and the scheme toggle, not on making visible text interactive. Pages that are
 * hydrated whole (games, tools) render the same element, so their hydration matches too.
 */
export function Island<P extends object>({ name, component: Component, props, inline = false }: IslandMarkerProps<P>) {
  const Marker = inline ? 'span' : 'div';
  return (
    <Marker {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }} style={{ display: 'contents' }}>
      <Component {...props} />
    </Marker>
  );
}
