/**
 * What the form hands to `wc_variation_form` and `woo_variation_swatches_loaded` listeners: the members
 * of WooCommerce's VariationForm and of the swatch plugin's object that code outside reads. The form's
 * object (variation-form.ts) is built on the first. No DOM is changed here.
 */
import type { Variation } from '../../shared/bus';
import { type Attribute, chosenOf, type FormMarkup, readThreshold } from './markup';
import type { Variations } from './variations';

/** Nodes in the page's jQuery, as the classic objects hold them; as they are when the page has none. */
export const wrap = (nodes: Element | Element[] | null): unknown =>
  (window as { jQuery?: (nodes: unknown) => unknown }).jQuery?.(nodes) ?? nodes;

/** WooCommerce's VariationForm members, `$`-named ones wrapped by `wrap`. */
export interface VariationFormHandle {
  $form: unknown;
  $attributeFields: unknown;
  $singleVariation: unknown;
  $singleVariationWrap: unknown;
  $resetVariations: unknown;
  $resetAlert: unknown;
  $product: unknown;
  /** The variation list; false in ajax mode, as WooCommerce reads `data-product_variations` then. */
  readonly variationData: Variation[] | false;
  readonly useAjax: boolean;
  /** True until the first check and `wc_variation_form` are over. */
  readonly loading: boolean;
  /** Lookups are ours (fetch): never a jqXHR to abort. */
  xhr: false;
  getChosenAttributes(): { count: number; chosenCount: number; data: Record<string, string> };
  form: HTMLElement;
  productId: number;
  /** The swatch plugin's wrapper `data-threshold_min` / `data-threshold_max` (ajax-variation thresholds). */
  threshold: { min: number | undefined; max: number | undefined };
  /** The current choice: `attribute_x` → value ('' = not chosen). */
  chosen(): Record<string, string>;
  /** The variation's image in the gallery's first slot (none: the original back), as `wc_variations_image_update`. */
  updateImage(variation: unknown): void;
}

export function createHandle(
  { form, productId, attributes }: FormMarkup,
  variations: Variations,
  loading: () => boolean,
  updateImage: (variation: unknown) => void,
): VariationFormHandle {
  const find = (selector: string) => wrap(form.querySelector(selector));
  const chosen = () => chosenOf(attributes);
  return {
    $form: wrap(form),
    $attributeFields: wrap(attributes.map((a) => a.select)),
    $singleVariation: find('.single_variation'),
    $singleVariationWrap: find('.single_variation_wrap'),
    $resetVariations: find('.reset_variations'),
    $resetAlert: find('.reset_variations_alert'),
    $product: wrap(form.closest('.product')),
    get variationData() {
      return !!variations.matcher && variations.entries.map((e) => e.raw);
    },
    get useAjax() {
      return !variations.matcher;
    },
    get loading() {
      return loading();
    },
    xhr: false,
    getChosenAttributes() {
      const data = chosen();
      const values = Object.values(data);
      return { count: values.length, chosenCount: values.filter(Boolean).length, data };
    },
    form,
    productId,
    threshold: { min: readThreshold(form, 'threshold_min'), max: readThreshold(form, 'threshold_max') },
    chosen,
    updateImage,
  };
}

/** The swatch plugin's object as `woo_variation_swatches_loaded` passes it, read when it fires. */
export const swatchesPlugin = (handle: VariationFormHandle, attributes: Attribute[]) => ({
  element: handle.$form,
  $element: handle.$form,
  product_id: handle.productId,
  product_variations: handle.variationData || [],
  is_ajax_variation: handle.useAjax,
  reset_variations: handle.$resetVariations,
  attributeFields: handle.$attributeFields,
  attributeSwatchesFields: wrap(attributes.flatMap((a) => (a.swatches ? [a.swatches.list] : []))),
});
