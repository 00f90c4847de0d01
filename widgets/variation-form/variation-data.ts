/**
 * Reading WooCommerce's variation objects (`data-product_variations`, `get_variation` answers). The
 * original object is kept and is what events carry (plugins read fields we never look at); the island
 * reads the few fields it needs through `VariationEntry`, tolerant of PHP spellings ("1", "yes", "").
 */
import type { Variation } from '../../shared/bus';

export interface VariationImage {
  src: string;
  srcset: string;
  sizes: string;
  title: string;
  caption: string;
  alt: string;
  full_src: string;
  full_src_w: string;
  full_src_h: string;
  src_w: string;
  src_h: string;
  gallery_thumbnail_src: string;
}

export interface VariationEntry {
  raw: Variation;
  id: number;
  /** attribute_x → value, HTML entities decoded; '' means any. */
  attributes: Record<string, string>;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  soldIndividually: boolean;
  minQty: number | undefined;
  maxQty: number | undefined;
  stockLeft: number | undefined;
  sku: string;
  weight: string;
  dimensions: string;
  image: VariationImage | undefined;
  imageId: string;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PHP's boolean spellings; a missing field is `fallback`. */
export function truthy(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  return TRUE.has(String(value).trim().toLowerCase());
}

/** A finite number, or undefined for '' and anything else (WooCommerce prints '' for "no limit"). */
export function count(value: unknown): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** A text or number field as text; anything else ''. */
export const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

let decoder: HTMLTextAreaElement | undefined;
/** `&amp;` → `&`: WooCommerce compares attribute values after entity decoding. No markup is parsed. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = value;
  return decoder.value;
}

function readImage(value: unknown): VariationImage | undefined {
  if (!isObject(value)) return undefined;
  const keys = [
    'src',
    'srcset',
    'sizes',
    'title',
    'caption',
    'alt',
    'full_src',
    'full_src_w',
    'full_src_h',
    'src_w',
    'src_h',
    'gallery_thumbnail_src',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, str(value[key])])) as unknown as VariationImage;
}

/** One variation object → its entry, or a reason it cannot be used. */
export function readVariation(value: unknown): VariationEntry | string {
  if (!isObject(value)) return 'is not an object';
  const id = count(value.variation_id);
  if (id === undefined || id <= 0) return 'has no variation_id';
  if (!isObject(value.attributes)) return `${id} has no attributes object`;
  const attributes: Record<string, string> = {};
  for (const [name, v] of Object.entries(value.attributes)) {
    if (typeof v !== 'string' && typeof v !== 'number') return `${id}: attribute ${name} is not text`;
    attributes[name] = decodeEntities(String(v));
  }
  return {
    raw: value,
    id,
    attributes,
    variation_is_active: truthy(value.variation_is_active, true),
    variation_is_visible: truthy(value.variation_is_visible, true),
    is_in_stock: truthy(value.is_in_stock, true),
    is_purchasable: truthy(value.is_purchasable, true),
    soldIndividually: truthy(value.is_sold_individually, false),
    minQty: count(value.min_qty),
    maxQty: count(value.max_qty),
    stockLeft: count(value.variation_stock_left),
    sku: str(value.sku),
    weight: decodeEntities(str(value.weight_html)),
    dimensions: decodeEntities(str(value.dimensions_html)),
    image: readImage(value.image),
    imageId: str(value.image_id),
  };
}

/**
 * `data-product_variations`: a JSON array (local mode), or `false` / empty / absent (ajax mode, answered
 * by `get_variation`). Broken entries are skipped and reported; a document that is not JSON at all
 * means ajax mode, so the shopper can still buy.
 */
export function readVariationList(
  text: string | undefined,
  warn: (message: string) => void,
): VariationEntry[] | 'ajax' {
  if (text === undefined || text.trim() === '' || text.trim() === 'false') return 'ajax';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn('data-product_variations is not valid JSON; variations are looked up on the server instead');
    return 'ajax';
  }
  if (parsed === false || parsed === null || (Array.isArray(parsed) && parsed.length === 0)) return 'ajax';
  // PHP prints an array with gaps in its keys as a JSON object.
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) ? Object.values(parsed) : undefined;
  if (!list) {
    warn('data-product_variations is neither a list nor false; variations are looked up on the server');
    return 'ajax';
  }
  const entries: VariationEntry[] = [];
  const problems: string[] = [];
  for (const item of list) {
    const entry = readVariation(item);
    if (typeof entry === 'string') problems.push(entry);
    else entries.push(entry);
  }
  if (problems.length)
    warn(
      `${problems.length} of ${list.length} variations in data-product_variations were skipped (${problems.slice(0, 3).join('; ')})`,
    );
  return entries.length ? entries : 'ajax';
}
