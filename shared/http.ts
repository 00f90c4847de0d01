/**
 * Requests to WooCommerce and WordPress: the wc-ajax endpoints (`wc_ajax_url` with `%%endpoint%%`; admin-ajax
 * is ./admin-ajax.ts). Form-encoded bodies, a time-out and cancellation through AbortController, and one error
 * type whose `kind` tells the island what went wrong.
 */
import { REQUEST_TIMEOUT_MS } from './constants';
import { requestDone } from './request-done';
import { woocommerceParams } from './params-site';

export type RequestErrorKind = 'http' | 'invalid_json' | 'timeout' | 'offline' | 'aborted';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Cancels the request (e.g. the island unmounted, or a newer lookup replaced this one). */
  signal?: AbortSignal;
  /** Milliseconds until the request is given up as `timeout` (REQUEST_TIMEOUT_MS unless given; 0: never). */
  timeout?: number;
}

export type FormData = Record<string, string | number | boolean | null | undefined> | URLSearchParams;

export function formBody(data: FormData): URLSearchParams {
  if (data instanceof URLSearchParams) return data;
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data))
    if (value !== undefined && value !== null) body.append(key, String(value));
  return body;
}

/** fetch with a time-out and a caller's signal; network failures become typed errors. Returns status + text. */
export async function request(
  url: string,
  init: RequestInit,
  { signal, timeout = REQUEST_TIMEOUT_MS }: RequestOptions = {},
): Promise<{ status: number; ok: boolean; text: string; headers: Headers }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeout
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeout)
    : undefined;
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, ok: response.ok, text, headers: response.headers };
  } catch (error) {
    if (timedOut) throw new RequestError('timeout', `no answer within ${timeout} ms`);
    if (signal?.aborted) throw new RequestError('aborted', 'cancelled');
    throw new RequestError('offline', error instanceof Error ? error.message : 'network error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    for (const listener of [...requestDone]) listener();
  }
}

export function parseJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestError('invalid_json', 'the response is not JSON', status, text.slice(0, 200));
  }
}

/**
 * The one URL check: an http(s) address resolved against `base`, or undefined. Anything an island follows,
 * assigns or draws as a link passes it, so `javascript:`, `data:` and the like from markup, params or an
 * answer never run. Images may live on another host (a CDN), so this one takes any origin.
 */
export function httpUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    // Resolved as the browser resolves a link on the page at `base`.
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Only a link back into this shop may move the shopper or carry a nonce: never `javascript:` or another site. */
export function safeUrl(value: unknown, base: string): string | undefined {
  const href = httpUrl(value, base);
  return href && new URL(href).origin === new URL(base).origin ? href : undefined;
}

export const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' };

/** The URL of a wc-ajax endpoint (`/?wc-ajax=add_to_cart`). */
export function wcAjaxUrl(endpoint: string, template = woocommerceParams().wc_ajax_url): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** POSTs form data to a wc-ajax endpoint and returns its JSON (an empty body is `null`). */
export async function wcAjax(
  endpoint: string,
  data: FormData,
  options: RequestOptions & { urlTemplate?: string } = {},
): Promise<unknown> {
  const { status, ok, text } = await request(
    wcAjaxUrl(endpoint, options.urlTemplate),
    { method: 'POST', headers: FORM_HEADERS, body: formBody(data) },
    options,
  );
  if (!ok) throw new RequestError('http', `HTTP ${status}`, status, text.slice(0, 200));
  return text.trim() === '' ? null : parseJson(text, status);
}
