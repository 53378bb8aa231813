import { COOKIE_BANNER_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '@/boot/protocol';

/**
 * The first tap on an island before the app is there: a click on a control of an island that is
 * not live yet is held, and given back to it as soon as that island is hydrated, so the first tap
 * on the menu or the scheme toggle is not lost; the control shows it is working on it meanwhile
 * (dimmed, a progress cursor). Links are left to work as links.
 */

/** The controls whose clicks are held until their island is live. */
const CONTROL = 'button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="tab"], [role="radio"], [role="combobox"], [role="option"]';

/**
 * The island an event happened in that is not live yet (the outermost: islands are hydrated whole);
 * the cookie banner works without the app, so it never counts.
 */
export function islandOf(target: EventTarget | null): Element | null {
  let island = target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  while (island?.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) island = island.parentElement.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island && !island.hasAttribute(ISLAND_LIVE_ATTRIBUTE) && !island.querySelector(`[${COOKIE_BANNER_ATTRIBUTE}]`) ? island : null;
}

export interface HeldClicks {
  /** Holds a click on a control of an island not live yet; returns that island, or null (the click goes on). */
  hold: (event: MouseEvent) => Element | null;
  /** Gives the held clicks of an island that has just gone live (the event's target) back to it. */
  giveBack: (event: Event) => void;
  /** Gives the held clicks inside `scope` back to their controls. */
  release: (scope: Element) => void;
}

/**
 * `scopeOf` names the part an event happened in that is not live yet: on a reading page its island
 * (`islandOf`), on a game or tool page the whole page until the app has hydrated it (./appPage.ts).
 */
export function heldClicks(scopeOf: (target: EventTarget | null) => Element | null): HeldClicks {
  const held: HTMLElement[] = [];
  /** Each held control's own opacity and cursor, put back when its click is given back. */
  const ownLook = new Map<HTMLElement, { opacity: string; cursor: string }>();
  const release = (scope: Element) => {
    for (const control of held.filter((c) => scope.contains(c))) {
      held.splice(held.indexOf(control), 1);
      Object.assign(control.style, ownLook.get(control));
      ownLook.delete(control);
      if (control.isConnected) control.click();
    }
  };
  return {
    hold(event) {
      const island = scopeOf(event.target);
      const control = island && event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
      if (!island || !control) return null;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.includes(control)) {
        held.push(control);
        // Seen at once: on a slow phone the app may be a second away, and a tap with no answer is tapped again.
        ownLook.set(control, { opacity: control.style.opacity, cursor: control.style.cursor });
        Object.assign(control.style, { opacity: '0.7', cursor: 'progress' });
      }
      return island;
    },
    giveBack(event) {
      if (event.target instanceof Element) release(event.target);
    },
    release,
  };
}
