/**
 * The trap of a reading page (start 'islands' in src/app/routes.tsx): only its islands are ever
 * hydrated, so a control outside every island (a button added to a lesson without an <Island>)
 * works in dev and Storybook and is dead in the built site. The prerender refuses such a page,
 * and tests/e2e/island-guard.test.ts checks the built pages again.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { ISLAND_ATTRIBUTE } from '../src/boot/protocol';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;
type Element = DefaultTreeAdapterTypes.Element;

const CONTROL_TAGS = new Set(['button', 'select', 'textarea']);
const CONTROL_ROLES = new Set(['button', 'checkbox', 'switch', 'tab', 'menuitem', 'slider', 'radio', 'combobox', 'option', 'textbox']);

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/**
 * Whether a visitor can operate an element, which then needs a script. Links (plain page loads)
 * and disclosures (`<details>`/`<summary>`) work as HTML; an element taken out of the tab order
 * (tabindex="-1", e.g. the skip link's target) is not a control.
 */
function isControl(el: Element): boolean {
  const role = attr(el, 'role');
  if (role !== undefined) return CONTROL_ROLES.has(role);
  if (el.tagName === 'a' && attr(el, 'href') !== undefined) return false;
  const tabindex = attr(el, 'tabindex');
  const editable = attr(el, 'contenteditable');
  return (
    CONTROL_TAGS.has(el.tagName) ||
    (el.tagName === 'input' && attr(el, 'type') !== 'hidden') ||
    (editable !== undefined && editable !== 'false') ||
    (tabindex !== undefined && !tabindex.trim().startsWith('-'))
  );
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function describe(el: Element): string {
  const role = attr(el, 'role');
  const label = attr(el, 'aria-label') ?? textOf(el).trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${el.tagName}${role ? ` role="${role}"` : ''}> "${label}"`;
}

/** The controls of a reading page's HTML (the root's contents) outside every island, described. */
export function controlsOutsideIslands(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      if (attr(node, ISLAND_ATTRIBUTE) !== undefined) return; // an island's parts are hydrated with it
      if (isControl(node)) found.push(describe(node));
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}
