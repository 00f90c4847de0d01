/**
 * The visit recorder: the cookie half of order attribution. The loader runs it before any island (as it
 * evaluates, or once the document is parsed where WooCommerce's params are printed later), so a shopper who
 * clicks on within a moment of landing (the landing from an ad, most of all) has the visit recorded, as
 * sourcebuster records it at once. Cookies, the switches that turn tracking on or off and
 * the classic script's `getAttributionData` only: the inputs and the block checkout are the island's
 * (index.tsx), which reads `visit`.
 */
import { parseCookieHeader } from '../../shared/cookies';
import { warnIsland } from '../../shared/warn';
import { orderAttributionParams } from '../../shared/params-site';
import { attribute } from './attribution';
import {
  cookieName,
  deleteCookieStrings,
  encodeContainer,
  readJar,
  setCookieString,
  type Jar,
} from './cookies-format';
import { consentAnswer, type FieldValues, fieldValues } from './inputs';
import { isPlainObject } from '../../shared/globals';

const w = window as unknown as {
  wc_order_attribution?: Record<string, unknown>;
  wp_has_consent?: (category: string) => boolean;
};

/** This page load's attribution: the cookies' contents, whether tracking is on, and who hears a change. */
export const visit: { jar: Jar; tracking: boolean; changed: () => void } = {
  jar: {},
  tracking: false,
  changed: () => {},
};

/** The sixteen field values of this visit (all null while tracking is off): `getAttributionData()`'s answer. */
export const attributionData = (): FieldValues =>
  fieldValues(visit.jar, orderAttributionParams().fields, visit.tracking);

function consented(required: boolean, category: string): boolean {
  if (!required) return true;
  try {
    return typeof w.wp_has_consent === 'function' && w.wp_has_consent(category) === true;
  } catch {
    return false;
  }
}

/** On records this page load (once); off deletes every attribution cookie. */
function setTracking(allow: boolean): void {
  const { params } = orderAttributionParams();
  const host = location.hostname;
  if (!allow) {
    for (const assignment of deleteCookieStrings(host)) document.cookie = assignment;
    visit.jar = {};
    visit.tracking = false;
  } else if (!visit.tracking) {
    const cookies = parseCookieHeader(document.cookie);
    const result = attribute(
      {
        url: location.href,
        referrer: document.referrer,
        host,
        userAgent: navigator.userAgent,
        now: Date.now(),
        random: Math.random,
      },
      readJar((name) => cookies.get(name)),
      { lifetimeMonths: params.lifetime, sessionMinutes: params.session },
    );
    for (const { container, value, expires } of result.writes)
      document.cookie = setCookieString(
        cookieName(container),
        encodeContainer(value, params.base64),
        host,
        expires,
      );
    visit.jar = result.jar;
    visit.tracking = true;
  }
  visit.changed();
}

/**
 * Records the visit when the shop allows tracking (and the visitor consented, where the shop asks for it), and
 * hears from the first moment the switches that change that: WooCommerce's `setOrderTracking(allow)` and the
 * WP Consent API's events.
 */
export function recordVisit(): void {
  try {
    const { params } = orderAttributionParams();
    // The classic script's public API, on its global.
    // An element with that id is a window property too: only a plain object is the classic script's API.
    if (!isPlainObject(w.wc_order_attribution)) w.wc_order_attribution = {};
    const api = w.wc_order_attribution;
    api.setOrderTracking = (allow: unknown) => setTracking(Boolean(allow));
    api.getAttributionData = attributionData;
    // A consent change counts whether or not the shop requires consent up front, as in WooCommerce's own
    // WP Consent API integration: a denial stops tracking and deletes the cookies, a grant starts it again.
    document.addEventListener('wp_listen_for_consent_change', (event) => {
      const answer = consentAnswer((event as CustomEvent).detail, params.consentCategory);
      if (answer !== undefined) setTracking(answer && params.allowTracking);
    });
    if (params.consentRequired)
      document.addEventListener('wp_consent_type_defined', () =>
        setTracking(consented(true, params.consentCategory) && params.allowTracking),
      );
    setTracking(params.allowTracking && consented(params.consentRequired, params.consentCategory));
  } catch (error) {
    warnIsland('order-attribution', 'the visit could not be recorded', error);
  }
}
