import { CONSENT_CHOICE_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from '@/boot/protocol';
import { CONSENT_KEY } from '@/config/storageKeys';
import { consentIn, consentRecord, isConsentValue } from '@/lib/consentRecord';
import { focusHeadingInView } from '@/lib/focusMainHeading';

/**
 * The cookie banner of a reading page, without the app: its HTML is in every page, hidden; the
 * start script shows it when no choice is stored and records the choice from its buttons.
 */

/** Shows the banner when storage holds no choice. */
export function showCookieBanner(doc: Document, storage: Storage | null): void {
  const banner = doc.querySelector<HTMLElement>(`[${COOKIE_BANNER_ATTRIBUTE}]`);
  if (banner && !consentIn(storage?.getItem(CONSENT_KEY) ?? null)) banner.hidden = false;
}

/** Records the choice of a click on one of the banner's buttons; false when the click was not one. */
export function recordConsentClick(target: Element | null, storage: Storage | null): boolean {
  const choice = target?.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
  if (!choice) return false;
  const value = choice.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
  // The same record the app writes; the banner goes for good.
  try {
    if (isConsentValue(value)) storage?.setItem(CONSENT_KEY, JSON.stringify(consentRecord(value)));
  } catch {
    // Storage full or blocked: the banner still goes for this page.
  }
  const banner = choice.closest<HTMLElement>(`[${COOKIE_BANNER_ATTRIBUTE}]`);
  if (!banner) return true;
  // Focus is on the button about to vanish: hand it to the heading in view, as the app's banner
  // does, so a keyboard user is not left on <body>.
  if (banner.contains(banner.ownerDocument.activeElement)) focusHeadingInView();
  banner.hidden = true;
  return true;
}
