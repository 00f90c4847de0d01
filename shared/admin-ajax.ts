/**
 * admin-ajax requests: only the love button makes them, so they are a module of their own and not in the
 * shared code every page boots.
 */
import { FORM_HEADERS, type FormData, formBody, request, RequestError, type RequestOptions } from './http';
import { woocommerceParams } from './params-site';

/**
 * POSTs `action` + data to admin-ajax. WordPress answers `{success, data}` (wp_send_json_*); handlers that
 * echo plain text or HTML come back as `{success: true, data: text}`.
 */
export async function adminAjax(
  action: string,
  data: FormData = {},
  options: RequestOptions & { url?: string } = {},
): Promise<{ success: boolean; data: unknown }> {
  const body = formBody(data);
  body.set('action', action);
  const url = options.url ?? woocommerceParams().ajax_url;
  const { status, ok, text } = await request(url, { method: 'POST', headers: FORM_HEADERS, body }, options);
  if (!ok) throw new RequestError('http', `HTTP ${status}`, status, text.slice(0, 200));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { success: true, data: text };
  }
  if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) {
    const reply = parsed as { success: unknown; data?: unknown };
    return { success: reply.success === true, data: reply.data };
  }
  return { success: true, data: parsed };
}
