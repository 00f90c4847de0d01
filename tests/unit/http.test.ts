// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAjax } from '../../shared/admin-ajax';
import { RequestError, wcAjax, wcAjaxUrl } from '../../shared/http';
import { createRestClient, type RestError } from '../../shared/rest';

type Call = { url: string; init: RequestInit };
function stubFetch(...answers: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (!answer) throw new Error('no answer');
      const signal = init.signal;
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        Promise.resolve().then(answer).then(resolve, reject);
      });
    }),
  );
  return calls;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });
const hang = () => new Promise<Response>(() => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wc-ajax client', () => {
  it('fills %%endpoint%% and posts form data', async () => {
    const calls = stubFetch(json({ fragments: {}, cart_hash: 'h' }));
    const reply = await wcAjax('add_to_cart', { product_id: 12, quantity: 2, skip: undefined });
    expect(reply).toEqual({ fragments: {}, cart_hash: 'h' });
    expect(calls[0]?.url).toBe('/?wc-ajax=add_to_cart');
    expect(String(calls[0]?.init.body)).toBe('product_id=12&quantity=2');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(wcAjaxUrl('get_variation', '/sklep/?wc-ajax=%%endpoint%%&lang=pl')).toBe(
      '/sklep/?wc-ajax=get_variation&lang=pl',
    );
  });

  it.each([
    ['http', () => new Response('<h1>500</h1>', { status: 500 })],
    ['invalid_json', () => new Response('{nope', { status: 200 })],
    [
      'offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('types a %s failure', async (kind, answer) => {
    stubFetch(answer);
    const error = await wcAjax('get_refreshed_fragments', { time: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe(kind);
  });

  it('gives up after the time-out', async () => {
    stubFetch(hang);
    const error = await wcAjax('get_refreshed_fragments', {}, { timeout: 30 }).catch((e: unknown) => e);
    expect((error as RequestError).kind).toBe('timeout');
  });

  it('is cancelled by the caller’s signal', async () => {
    stubFetch(hang);
    const controller = new AbortController();
    const pending = wcAjax('get_variation', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as RequestError).kind).toBe('aborted');
  });

  it('an empty body is null (WooCommerce sends nothing for some failures)', async () => {
    stubFetch(() => new Response('', { status: 200 }));
    expect(await wcAjax('add_to_cart', {})).toBeNull();
  });
});

describe('admin-ajax client', () => {
  it('posts the action and reads {success, data}', async () => {
    const calls = stubFetch(json({ success: false, data: 'nope' }));
    expect(await adminAjax('nectar-love', { loves_id: 'nectar-love-5' })).toEqual({
      success: false,
      data: 'nope',
    });
    expect(calls[0]?.url).toBe('/wp-admin/admin-ajax.php');
    expect(String(calls[0]?.init.body)).toBe('loves_id=nectar-love-5&action=nectar-love');
  });

  it('passes plain-text answers through as data', async () => {
    stubFetch(() => new Response('<span class="nectar-love-count">3</span>'));
    expect(await adminAjax('nectar-love')).toEqual({
      success: true,
      data: '<span class="nectar-love-count">3</span>',
    });
  });
});

describe('REST client', () => {
  const invalidNonce = json(
    { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
    403,
  );

  it('sends X-WP-Nonce and tunnels PUT as POST with X-HTTP-Method-Override', async () => {
    const calls = stubFetch(json({ id: 1 }));
    const client = createRestClient({ root: '/wp-json/', nonce: 'n1' });
    expect(await client.fetch({ path: 'wp/v2/users/1', method: 'PUT', data: { a: 1 } })).toEqual({ id: 1 });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('/wp-json/wp/v2/users/1');
    expect(calls[0]?.init.method).toBe('POST');
    expect(headers.get('x-http-method-override')).toBe('PUT');
    expect(headers.get('x-wp-nonce')).toBe('n1');
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('joins paths to a plain-permalink root', async () => {
    const calls = stubFetch(json({}));
    await createRestClient({ root: '/?rest_route=/', nonce: '' }).fetch({
      path: 'wp/v2/users/1?context=edit',
    });
    expect(calls[0]?.url).toBe('/?rest_route=/wp/v2/users/1&context=edit');
  });

  it('on rest_cookie_invalid_nonce fetches a fresh nonce and retries once', async () => {
    const calls = stubFetch(invalidNonce, () => new Response('fresh123'), json({ ok: true }));
    const client = createRestClient({ root: '/wp-json/', nonce: 'stale' });
    expect(await client.fetch({ path: 'wp/v2/users/1', method: 'POST', form: { x: 'y' } })).toEqual({
      ok: true,
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/wp-json/wp/v2/users/1',
      '/wp-admin/admin-ajax.php?action=rest-nonce',
      '/wp-json/wp/v2/users/1',
    ]);
    expect(new Headers(calls[2]?.init.headers).get('x-wp-nonce')).toBe('fresh123');
    expect(client.nonce).toBe('fresh123');
  });

  it('never loops: a second invalid nonce is reported', async () => {
    const calls = stubFetch(invalidNonce, () => new Response('fresh123'), invalidNonce);
    const error = await createRestClient({ root: '/wp-json/', nonce: 'stale' })
      .fetch({ path: 'wp/v2/users/1', method: 'POST' })
      .catch((e: unknown) => e);
    expect((error as RestError).code).toBe('rest_cookie_invalid_nonce');
    expect(calls).toHaveLength(3);
  });

  it('middlewares can add query parameters to their own requests', async () => {
    const calls = stubFetch(json({}));
    const client = createRestClient({ root: '/wp-json/', nonce: '' });
    client.use((req, next) =>
      next(req.path?.includes('woo-variation-swatches') ? { ...req, path: `${req.path}?lang=pl` } : req),
    );
    await client.fetch({ path: 'woo-variation-swatches/v1/x' });
    await client.fetch({ path: 'wp/v2/users/1' });
    expect(calls.map((c) => c.url)).toEqual([
      '/wp-json/woo-variation-swatches/v1/x?lang=pl',
      '/wp-json/wp/v2/users/1',
    ]);
  });

  it.each([
    ['fetch_error', 'You are probably offline.', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'invalid_json',
      'The response is not a valid JSON response.',
      () => new Response('<html>', { status: 200 }),
    ],
    ['unknown_error', 'An unknown error occurred.', () => new Response('<html>', { status: 502 })],
  ])('maps failures to apiFetch’s %s', async (code, message, answer) => {
    stubFetch(answer as () => Response);
    const error = (await createRestClient({ root: '/wp-json/', nonce: '' })
      .fetch({ path: 'wp/v2/users/1' })
      .catch((e: unknown) => e)) as RestError;
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('reports post_process for a failed media upload', async () => {
    stubFetch(() => new Response('<html>', { status: 500 }));
    const error = (await createRestClient({ root: '/wp-json/', nonce: '' })
      .fetch({ path: 'wp/v2/media', method: 'POST', data: {} })
      .catch((e: unknown) => e)) as RestError;
    expect(error.code).toBe('post_process');
    expect(error.message).toMatch(/^Media upload failed/);
  });
});

describe('the URL check', () => {
  const base = 'https://sklep.example/koszyk/';
  it('httpUrl takes http(s) on any host and refuses every other scheme', async () => {
    const { httpUrl } = await import('../../shared/http');
    expect(httpUrl('/a.jpg', base)).toBe('https://sklep.example/a.jpg');
    expect(httpUrl('https://cdn.example/a.jpg', base)).toBe('https://cdn.example/a.jpg');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '',
      null,
      7,
    ])
      expect(httpUrl(bad, base)).toBeUndefined();
  });
  it('safeUrl also refuses another site', async () => {
    const { safeUrl } = await import('../../shared/http');
    expect(safeUrl('/koszyk/', base)).toBe('https://sklep.example/koszyk/');
    expect(safeUrl('https://evil.example/', base)).toBeUndefined();
    expect(safeUrl('javascript:alert(1)', base)).toBeUndefined();
  });
});
