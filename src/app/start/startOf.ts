import type { AppRoute, Start } from '../routes';

/**
 * How the page being opened starts: as its route declares, when its HTML was prerendered for this
 * very path (src/boot/protocol.ts `isPrerenderedFor`); otherwise on the client.
 */
export function startOf(route: AppRoute | undefined, prerendered: boolean): Start {
  if (!prerendered) return 'client';
  return route?.start === 'islands' ? 'islands' : 'whole';
}
