/**
 * A small HTTP proxy that gzips what a host would: `php -S` sends every file and page uncompressed, while a
 * shop on nginx or Apache serves its HTML, CSS, JS and JSON gzipped. The Lighthouse bench puts it in front of
 * the real shop so transfer sizes and the simulated network times are those of a hosted shop.
 */
import http from 'node:http';
import { createGzip, constants } from 'node:zlib';

/** Bodies below this many bytes are sent as they are (the header costs more than gzip saves). */
export const MIN_BYTES = 1024;

/** Media types worth compressing: text, scripts, JSON, XML and SVG (images and fonts are compressed already). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|x-javascript|ecmascript|json|ld\+json|manifest\+json|xml|rss\+xml|atom\+xml|xhtml\+xml)|image\/svg\+xml)/i;

/** Whether an Accept-Encoding header allows gzip: named with q > 0, or `*` with q > 0 when gzip is not named. */
export function acceptsGzip(header = '') {
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star;
}

/** Whether a Content-Type names a compressible media type. */
export function compressible(contentType = '') {
  return COMPRESSIBLE.test(contentType.trim());
}

/**
 * Whether the proxy gzips one response. `headers` are the upstream response's, lower-cased as Node gives
 * them. Never for HEAD, bodiless statuses or partial content, nor when the body is encoded already, the
 * server forbids transforms, or the client does not take gzip; a body of known length under MIN_BYTES stays
 * as it is, one of unknown length (a streamed PHP page) is compressed.
 */
export function shouldCompress({ method = 'GET', status = 200, acceptEncoding = '', headers = {} }) {
  if (method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (headers['content-encoding'] && headers['content-encoding'] !== 'identity') return false;
  if (/\bno-transform\b/i.test(headers['cache-control'] ?? '')) return false;
  if (!compressible(headers['content-type'])) return false;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < MIN_BYTES) return false;
  return acceptsGzip(acceptEncoding);
}

/** The response headers once gzipped: no length (it changes), the encoding, and Vary on Accept-Encoding. */
export function compressedHeaders(headers) {
  const out = { ...headers };
  delete out['content-length'];
  out['content-encoding'] = 'gzip';
  const vary = out.vary ? String(out.vary) : '';
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    out.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return out;
}

/**
 * Listens on `port` (127.0.0.1) and forwards every request to `target` (`http://127.0.0.1:9000`) with its
 * Host header unchanged, so the site builds its links for the proxy's address. Resolves to `{ url, close }`.
 */
export function startGzipProxy({ port, target, level = 6 }) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const gzip = shouldCompress({
          method: req.method,
          status,
          acceptEncoding: req.headers['accept-encoding'],
          headers: answer.headers,
        });
        if (!gzip) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          return;
        }
        res.writeHead(status, compressedHeaders(answer.headers));
        // Flush per write so a page PHP streams reaches the browser as it comes, as a host's gzip does.
        answer.pipe(createGzip({ level, flush: constants.Z_SYNC_FLUSH })).pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}
