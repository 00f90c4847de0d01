/**
 * A REST client that behaves like WordPress's apiFetch: `X-WP-Nonce`, PUT/PATCH/DELETE tunnelled as POST
 * with `X-HTTP-Method-Override`, one nonce refresh + retry on `rest_cookie_invalid_nonce`, apiFetch's
 * generic error codes and texts, and middlewares that may change a request before it is sent.
 */

import { type FormData, formBody, RequestError, type RequestOptions, request } from './http';
import { l10n } from './l10n';
import { restParams } from './params-checkout';
import { woocommerceParams } from './params-site';

export interface RestRequest extends RequestOptions {
  /** Relative to the REST root, e.g. `wp/v2/users/1`. */
  path?: string;
  /** Absolute or site-relative URL; wins over `path`. */
  url?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  data?: unknown;
  /** Sent form-encoded (what WooCommerce's classic scripts do). */
  form?: FormData;
  headers?: Record<string, string>;
  /** Overrides the client's nonce for this request (e.g. one printed in a data attribute). */
  nonce?: string;
}

export type RestMiddleware = (
  request: RestRequest,
  next: (request: RestRequest) => Promise<unknown>,
) => Promise<unknown>;

export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const TUNNELLED = new Set(['PUT', 'PATCH', 'DELETE']);

export interface RestClient {
  fetch<T = unknown>(request: RestRequest): Promise<T>;
  use(middleware: RestMiddleware): () => void;
  nonce: string;
}

export function createRestClient(
  options: { root?: string; nonce?: string; nonceUrl?: string } = {},
): RestClient {
  const middlewares: RestMiddleware[] = [];
  let refreshing: Promise<string> | undefined;

  const client: RestClient = {
    nonce: options.nonce ?? restParams().nonce,
    use(middleware) {
      middlewares.push(middleware);
      return () => {
        const i = middlewares.indexOf(middleware);
        if (i !== -1) middlewares.splice(i, 1);
      };
    },
    fetch<T>(req: RestRequest): Promise<T> {
      const run = (index: number, current: RestRequest): Promise<unknown> => {
        const middleware = middlewares[index];
        return middleware ? middleware(current, (r) => run(index + 1, r)) : send(current, false);
      };
      return run(0, req) as Promise<T>;
    },
  };

  /** One refresh at a time: concurrent failures share it. */
  function refreshNonce(signal?: AbortSignal): Promise<string> {
    refreshing ??= (async () => {
      try {
        const url = options.nonceUrl ?? `${woocommerceParams().ajax_url}?action=rest-nonce`;
        const { ok, text } = await request(url, { method: 'GET' }, { signal });
        if (!ok || !/^[\w-]+$/.test(text.trim()))
          throw new RestError('rest_cookie_invalid_nonce', 'nonce refresh failed');
        client.nonce = text.trim();
        return client.nonce;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  async function send(req: RestRequest, isRetry: boolean): Promise<unknown> {
    const method = req.method ?? (req.data !== undefined || req.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...req.headers };
    const nonce = isRetry ? client.nonce : (req.nonce ?? client.nonce);
    if (nonce) headers['X-WP-Nonce'] = nonce;
    if (TUNNELLED.has(method)) headers['X-HTTP-Method-Override'] = method;
    let body: BodyInit | undefined;
    if (req.form) {
      body = formBody(req.form);
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
    } else if (req.data !== undefined) {
      body = JSON.stringify(req.data);
      headers['Content-Type'] = 'application/json';
    }
    const url = req.url ?? joinRoot(options.root ?? restParams().root, req.path ?? '');
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(url, { method: TUNNELLED.has(method) ? 'POST' : method, headers, body }, req);
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'aborted') throw error;
      throw new RestError('fetch_error', l10n('You are probably offline.', 'default'));
    }
    const { status, ok, text } = response;
    if (status === 204) return null;
    let parsed: unknown;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      if (!ok && status >= 500 && isMediaUpload(url, method)) throw postProcessError(status);
      if (ok)
        throw new RestError(
          'invalid_json',
          l10n('The response is not a valid JSON response.', 'default'),
          status,
        );
      throw new RestError('unknown_error', l10n('An unknown error occurred.', 'default'), status);
    }
    if (ok) return parsed;
    const failure = (parsed ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
    if (failure.code === 'rest_cookie_invalid_nonce' && !isRetry) {
      await refreshNonce(req.signal);
      return send(req, true); // once: a second failure is reported, never looped
    }
    if (status >= 500 && isMediaUpload(url, method)) throw postProcessError(status);
    if (typeof failure.code === 'string' && typeof failure.message === 'string') {
      throw new RestError(failure.code, failure.message, status, failure.data);
    }
    throw new RestError('unknown_error', l10n('An unknown error occurred.', 'default'), status, parsed);
  }

  return client;
}

function joinRoot(root: string, path: string): string {
  const clean = path.replace(/^\//, '');
  // Plain permalinks print the root as `/?rest_route=/`: the path's own query joins with `&`.
  if (root.includes('?')) return root + clean.replace('?', '&');
  return root.replace(/\/?$/, '/') + clean;
}

/** apiFetch's code for a media upload whose server-side processing failed. */
function postProcessError(status: number): RestError {
  return new RestError(
    'post_process',
    l10n(
      'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
      'default',
    ),
    status,
  );
}

function isMediaUpload(url: string, method: string): boolean {
  return method === 'POST' && /\/wp\/v2\/media\b/.test(url);
}

/** The page's REST client (root and nonce from `wpApiSettings`), created on first use. */
let shared: RestClient | undefined;
export function restClient(): RestClient {
  shared ??= createRestClient();
  return shared;
}
