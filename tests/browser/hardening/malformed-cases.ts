/**
 * Malformed input for every island in widgets/manifest.json, generated: each island's root (taken from the
 * demo shop's own markup of its host page, or built here) is put through generic damage — other plugins'
 * markup around it, a bad hydration attribute, the root twice with the same ids, a JSON child that is not
 * JSON, text in unicode and entities, attributes of other plugins — and through value variants of every
 * attribute the island reads (missing, empty, wrong type, 100,000 characters, unicode, entities, markup),
 * plus the structural damage that matters to it (missing parts, duplicates, 10,000 swatches or tabs,
 * 100,000 variations).
 *
 * Each case says what must happen: `warn` (a pattern) — exactly one `console.warn` naming the island and
 * that problem; or `null` — the input is odd but within the island's contract (HTML and WooCommerce
 * tolerate it too), so the island works and says nothing.
 */

/** A change to the case's markup, applied in the page to a fresh copy of the root. */
export type Op =
  /** Sets (or, with null, removes) an attribute on the root, or on every element `sel` matches in it. */
  | { op: 'attr'; sel?: string; name: string; value: string | null }
  /** Removes every element `sel` matches. */
  | { op: 'remove'; sel: string }
  /** Replaces the root's (or the matches') content with markup. */
  | { op: 'html'; sel?: string; html: string }
  /** Replaces the text of every non-blank text node. */
  | { op: 'texts'; text: string }
  /** The root as another element (attributes and children kept). */
  | { op: 'tag'; tag: string }
  /** Markup before and after the root (other plugins' wrappers). */
  | { op: 'wrap'; before: string; after: string }
  /** The first match of `sel` repeated to `times` copies; `vary` attributes get `-<n>` appended. */
  | { op: 'repeat'; sel: string; times: number; vary?: string[] }
  /** The root twice, ids and all. */
  | { op: 'twice' }
  /** Markup appended to the root (or to the first match of `sel`). */
  | { op: 'append'; sel?: string; html: string }
  /** `data-product_variations` with `count` generated variations of the form's first two attributes. */
  | { op: 'variations'; count: number };

export interface Case {
  island: string;
  name: string;
  ops: Op[];
  /** The one warning's problem (a RegExp source), or null: no warning, the island works. */
  warn: string | null;
  /** How many warnings (default 1 when `warn` is set). */
  warnings?: number;
  /** Clicked (in the page) once the island mounted; the warning may come after a request. */
  click?: string;
}

export interface IslandSpec {
  island: string;
  host: string;
  /** The root: a selector into the host page's own markup, or markup of our own. */
  source: { select: string } | { html: string };
  /** Markup the root is inserted into (`<slot>` marks the place), e.g. a `.product` for a variation form. */
  context?: string;
  cases: Case[];
}

type Variant = readonly [name: string, value: string | null];

/** Value variants of one attribute (`null`: the attribute is missing). */
export const VARIANTS: readonly Variant[] = [
  ['missing', null],
  ['empty', ''],
  ['blank', '   '],
  ['a JSON object', '{"a":1}'],
  ['a JSON array', '[1,2]'],
  ['a boolean', 'true'],
  ['negative', '-1'],
  ['NaN', 'NaN'],
  ['overflowing', '1e309'],
  ['100,000 characters', 'x'.repeat(100_000)],
  ['unicode', 'Zażółć gęślą jaźń 🙂 \u202e'],
  ['entity-encoded', '&amp;lt;b&amp;gt;&#x27;'],
  ['markup', '<b data-hx>x</b>'],
];

/**
 * Cases for one attribute: `expect(name, value)` says what each variant must cause (a pattern, or null);
 * `only` keeps some variants.
 */
function attribute(
  island: string,
  label: string,
  target: { sel?: string; name: string },
  expect: (variant: string, value: string | null) => string | null,
  options: { click?: string; only?: string[]; extra?: Op[] } = {},
): Case[] {
  return VARIANTS.filter(([name]) => !options.only || options.only.includes(name)).map(([name, value]) => ({
    island,
    name: `${label}: ${name}`,
    ops: [...(options.extra ?? []), { op: 'attr', ...target, value }],
    warn: expect(name, value),
    ...(options.click ? { click: options.click } : {}),
  }));
}

const OTHER_PLUGIN = {
  before:
    '<div class="elementor-element elementor-widget" data-id="7f3a" data-element_type="widget" data-settings="{&quot;_animation&quot;:&quot;fadeIn&quot;}"><!-- wp:html --><div class="elementor-widget-container"><span class="wpml-ls-flag"></span><script type="text/template" id="tmpl-hx"><div data-island="tabs"></div></script>',
  after: '<noscript><img src="/img/piksel.gif" alt=""></noscript></div><!-- /wp:html --></div>',
};

/** Damage every island gets; `expect` overrides the outcome per case name. */
function generic(island: string, expect: Partial<Record<string, string | null>> = {}): Case[] {
  const cases: Array<Omit<Case, 'island' | 'warn'> & { warn: string | null }> = [
    { name: "other plugins' markup around the root", ops: [{ op: 'wrap', ...OTHER_PLUGIN }], warn: null },
    {
      name: 'attributes of other plugins on the root',
      ops: [
        { op: 'attr', name: 'data-aos', value: 'fade-up' },
        { op: 'attr', name: 'data-elementor-settings', value: '{"sticky":"top"' },
        { op: 'attr', name: 'x-data', value: '{ open: false }' },
      ],
      warn: null,
    },
    {
      name: 'unknown hydration strategy',
      ops: [{ op: 'attr', name: 'data-island-strategy', value: 'soon' }],
      warn: 'unknown data-island-strategy "soon"',
    },
    {
      name: 'media strategy without a query',
      ops: [{ op: 'attr', name: 'data-island-strategy', value: 'media' }],
      warn: 'strategy "media" needs a media query',
    },
    { name: 'the root twice, duplicate ids', ops: [{ op: 'twice' }], warn: null },
    {
      name: 'a JSON child that is not JSON',
      ops: [{ op: 'append', html: '<script type="application/json">{"a":</script>' }],
      warn: null,
    },
    {
      name: 'text in unicode and entities',
      ops: [{ op: 'texts', text: 'Zażółć &amp; gęślą „jaźń” 🙂 \u202eǝʇıɥʍ' }],
      warn: null,
    },
  ];
  return cases.map((c) => ({
    island,
    ...c,
    warn: c.name in expect ? expect[c.name]! : c.warn,
  }));
}

/** Structural cases written as [name, ops, warn]. */
function structure(island: string, list: Array<[string, Op[], string | null, Partial<Case>?]>): Case[] {
  return list.map(([name, ops, warn, more]) => ({ island, name, ops, warn, ...more }));
}

export const SPECS: IslandSpec[] = [
  // ------------------------------------------------------------------------------------------ home
  {
    island: 'store-notice',
    host: '/',
    source: { select: 'p.woocommerce-store-notice' },
    cases: [
      ...generic('store-notice'),
      // Any text is a valid notice id (part of a cookie name).
      ...attribute('store-notice', 'data-notice-id', { name: 'data-notice-id' }, () => null),
      ...structure('store-notice', [
        [
          'no dismiss link',
          [{ op: 'remove', sel: '.woocommerce-store-notice__dismiss-link' }],
          'no \\.woocommerce-store-notice__dismiss-link inside',
        ],
        ['dismiss link without href', [{ op: 'attr', sel: 'a', name: 'href', value: null }], null],
        ['empty notice', [{ op: 'html', html: '' }], 'no \\.woocommerce-store-notice__dismiss-link inside'],
      ]),
    ],
  },
  {
    island: 'coming-soon-banner',
    host: '/',
    source: { select: '#coming-soon-footer-banner' },
    cases: [
      ...generic('coming-soon-banner'),
      ...attribute(
        'coming-soon-banner',
        'data-rest-url',
        { sel: '.coming-soon-footer-banner-dismiss', name: 'data-rest-url' },
        (name) =>
          name === 'missing'
            ? 'invalid markup: restUrl'
            : name === 'empty'
              ? 'data-rest-url is empty'
              : // A relative URL is a path on this site, whatever it says.
                null,
      ),
      ...structure('coming-soon-banner', [
        [
          'data-rest-url on another site',
          [
            {
              op: 'attr',
              sel: '.coming-soon-footer-banner-dismiss',
              name: 'data-rest-url',
              value: 'https://evil.example/wp-json/wp/v2/users/1',
            },
          ],
          'is not a link into this shop',
        ],
        [
          'data-rest-url javascript:',
          [
            {
              op: 'attr',
              sel: '.coming-soon-footer-banner-dismiss',
              name: 'data-rest-url',
              value: 'javascript:alert(1)',
            },
          ],
          'is not a link into this shop',
        ],
        [
          'data-rest-nonce missing',
          [{ op: 'attr', sel: '.coming-soon-footer-banner-dismiss', name: 'data-rest-nonce', value: null }],
          null,
        ],
        [
          'no dismiss link',
          [{ op: 'remove', sel: '.coming-soon-footer-banner-dismiss' }],
          'no \\.coming-soon-footer-banner-dismiss inside',
        ],
      ]),
    ],
  },
  {
    island: 'header',
    host: '/',
    source: { select: '#header-outer' },
    cases: [
      ...generic('header'),
      ...attribute('header', 'data-format', { name: 'data-format' }, () => null),
      ...structure('header', [
        ['no #logo', [{ op: 'remove', sel: '#logo' }], 'no #logo in \\.span_3 or no \\.span_9'],
        ['no .span_9', [{ op: 'remove', sel: '.span_9' }], 'no #logo in \\.span_3 or no \\.span_9'],
        ['no mobile toggle', [{ op: 'remove', sel: '.slide-out-widget-area-toggle' }], null],
        ['empty header', [{ op: 'html', html: '' }], 'no #logo in \\.span_3 or no \\.span_9'],
      ]),
    ],
  },
  {
    island: 'chat',
    host: '/',
    source: { select: '#fb-customer-chat' },
    cases: [
      ...generic('chat'),
      ...attribute('chat', 'page_id', { name: 'page_id' }, () => 'page_id ".*" is not a page id'),
      ...attribute('chat', 'attribution', { name: 'attribution' }, () => null, {
        only: ['missing', 'empty', '100,000 characters', 'unicode', 'markup'],
      }),
    ],
  },
  {
    // A page service with no root: what can be damaged is the inputs element a checkout form carries.
    island: 'order-attribution',
    host: '/',
    source: { html: '<div class="hx-attribution"></div>' },
    cases: [
      // The inputs element: filled however it arrives.
      ...structure(
        'order-attribution',
        (
          [
            ['an empty inputs element', ''],
            ['inputs element with foreign inputs', '<input name="x" value="1"><input type="text" name="y">'],
            [
              'inputs element with a stale field',
              '<input type="hidden" name="wc_order_attribution_source_type" value="stare">',
            ],
            [
              'inputs element with markup',
              '<b data-hx>x</b><select name="wc_order_attribution_utm_source"></select>',
            ],
            ['inputs element with 1,000 inputs', '<input type="hidden" name="z">'.repeat(1000)],
          ] as const
        ).map(([name, html]): [string, Op[], string | null] => [
          name,
          [
            {
              op: 'html',
              html: `<form class="hx-form"><wc-order-attribution-inputs>${html}</wc-order-attribution-inputs></form>`,
            },
          ],
          null,
        ]),
      ),
      ...structure('order-attribution', [
        [
          'two inputs elements in one form',
          [
            {
              op: 'html',
              html: '<form><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs></form>',
            },
          ],
          null,
        ],
        [
          'inputs element outside a form',
          [{ op: 'html', html: '<wc-order-attribution-inputs></wc-order-attribution-inputs>' }],
          null,
        ],
      ]),
    ],
  },
  // ------------------------------------------------------------------------------------------ shop
  {
    island: 'add-to-cart',
    // Without the redirect after adding: a refused product is then told in place instead of going to the cart.
    host: '/sklep/?cart_redirect_after_add=no',
    source: { select: 'ul.products' },
    cases: [
      ...generic('add-to-cart'),
      // Checked when clicked: a malformed id warns and the link is followed (here to a hash).
      ...attribute(
        'add-to-cart',
        'data-product_id',
        { sel: '.ajax_add_to_cart', name: 'data-product_id' },
        (_, value) => (value === null || value === '' ? null : 'data-product_id ".*" is not a product id'),
        {
          click: '.ajax_add_to_cart',
          extra: [{ op: 'attr', sel: '.add_to_cart_button', name: 'href', value: '#hx-add' }],
        },
      ),
      ...structure('add-to-cart', [
        [
          'a product id the shop does not have',
          [
            { op: 'attr', sel: '.add_to_cart_button', name: 'href', value: '#hx-add' },
            { op: 'attr', sel: '.ajax_add_to_cart', name: 'data-product_id', value: '999999' },
          ],
          'unexpected answer from add_to_cart: the shop refused the product',
          { click: '.ajax_add_to_cart' },
        ],
        ['10,000 products', [{ op: 'repeat', sel: 'li.product', times: 10_000 }], null],
        ['no buttons', [{ op: 'remove', sel: '.add_to_cart_button' }], null],
        ['empty list', [{ op: 'html', html: '' }], null],
      ]),
    ],
  },
  {
    island: 'mini-cart',
    host: '/sklep/',
    source: {
      html: '<div class="widget woocommerce widget_shopping_cart" data-island="mini-cart"><h2 class="widgettitle">Koszyk</h2><div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item"><a role="button" href="#hx-remove" class="remove remove_from_cart_button" aria-label="Usuń Czapka wełniana z koszyka" data-product_id="104" data-cart_item_key="0f1e2d3c4b5a69788796a5b4c3d2e1f0" data-product_sku="CZAP-01">×</a><a href="/produkt/czapka-welniana/">Czapka wełniana</a><span class="quantity">1 × 59,00 zł</span></li></ul><p class="woocommerce-mini-cart__total total"><strong>Kwota:</strong> 59,00 zł</p><p class="woocommerce-mini-cart__buttons buttons"><a href="/koszyk/" class="button wc-forward">Zobacz koszyk</a></p></div></div>',
    },
    cases: [
      ...generic('mini-cart'),
      // A key the cart does not have: the shop answers without fragments, so the link is followed.
      ...attribute(
        'mini-cart',
        'data-cart_item_key',
        { sel: '.remove_from_cart_button', name: 'data-cart_item_key' },
        () => 'the answer has no fragments; following the remove link',
        { click: '.remove_from_cart_button' },
      ),
      ...structure('mini-cart', [
        [
          'empty cart',
          [
            {
              op: 'html',
              sel: '.widget_shopping_cart_content',
              html: '<p class="woocommerce-mini-cart__empty-message">Brak produktów w koszyku.</p>',
            },
          ],
          null,
        ],
        ['no content element', [{ op: 'remove', sel: '.widget_shopping_cart_content' }], null],
        ['10,000 items', [{ op: 'repeat', sel: 'li.woocommerce-mini-cart-item', times: 10_000 }], null],
        [
          'hide-when-empty inside',
          [{ op: 'append', html: '<div class="hide_cart_widget_if_empty"></div>' }],
          null,
        ],
      ]),
    ],
  },
  {
    island: 'catalog-ordering',
    host: '/sklep/',
    source: { select: 'form.woocommerce-ordering' },
    cases: [
      ...generic('catalog-ordering'),
      ...attribute('catalog-ordering', 'orderby option values', { sel: 'option', name: 'value' }, () => null),
      ...structure('catalog-ordering', [
        ['root is not a form, no form inside', [{ op: 'tag', tag: 'div' }], 'no form to submit'],
        ['no select', [{ op: 'remove', sel: 'select' }], null],
        ['10,000 options', [{ op: 'repeat', sel: 'option', times: 10_000, vary: ['value'] }], null],
      ]),
    ],
  },
  {
    island: 'result-count',
    host: '/sklep/',
    source: { select: 'p.woocommerce-result-count' },
    cases: [
      ...generic('result-count'),
      ...attribute('result-count', 'role', { name: 'role' }, () => null),
      ...structure('result-count', [
        ['empty', [{ op: 'html', html: '' }], null],
        ['as a div', [{ op: 'tag', tag: 'div' }], null],
        ['10,000 words', [{ op: 'html', html: 'wynik '.repeat(10_000) }], null],
      ]),
    ],
  },
  {
    island: 'sidebar',
    host: '/sklep/',
    source: { select: 'aside#sidebar' },
    cases: [
      ...generic('sidebar'),
      ...attribute('sidebar', 'widget ids', { sel: '.widget > *', name: 'id' }, () => null),
      ...structure('sidebar', [
        ['widgets without titles', [{ op: 'remove', sel: '.widgettitle, .widget > h2, .widget > h3' }], null],
        [
          'a widget with only a title',
          [{ op: 'append', html: '<div class="widget"><h2 class="widgettitle">Sam tytuł</h2></div>' }],
          null,
        ],
        ['10,000 widgets', [{ op: 'repeat', sel: '.widget', times: 10_000 }], null],
        ['empty sidebar', [{ op: 'html', html: '' }], null],
      ]),
    ],
  },
  // ------------------------------------------------------------------------------------------ notices page
  {
    island: 'notices',
    host: '/powiadomienia/',
    source: { select: 'div.woocommerce-notices-wrapper' },
    cases: [
      ...generic('notices'),
      ...attribute('notices', 'role of the notices', { sel: '[role]', name: 'role' }, () => null),
      ...structure('notices', [
        ['no notices', [{ op: 'html', html: '' }], null],
        ['10,000 notices', [{ op: 'repeat', sel: '[role="alert"]', times: 10_000 }], null],
        [
          'a notice of 100,000 characters',
          [{ op: 'html', sel: '[role="alert"]', html: 'x'.repeat(100_000) }],
          null,
        ],
      ]),
    ],
  },
  {
    island: 'quantity',
    host: '/powiadomienia/',
    source: { select: 'div.quantity' },
    // Like the browser, which ignores a min it cannot read, the island leaves such a field alone.
    cases: [
      ...generic('quantity'),
      ...attribute('quantity', 'min', { sel: 'input.qty', name: 'min' }, () => null),
      ...attribute('quantity', 'value', { sel: 'input.qty', name: 'value' }, () => null, {
        only: ['missing', 'empty', 'NaN', 'overflowing', '100,000 characters', 'unicode'],
      }),
      ...structure('quantity', [
        ['no input', [{ op: 'remove', sel: 'input' }], null],
        ['10,000 inputs', [{ op: 'repeat', sel: 'input.qty', times: 10_000, vary: ['id'] }], null],
      ]),
    ],
  },

  // ------------------------------------------------------------------------------------------ product page
  {
    island: 'variation-form',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: 'form.variations_form' },
    // Its own .product, so a chosen variation's SKU and image stay inside the case.
    context:
      '<div class="product hx-product"><slot></slot><div class="product_meta"><span class="sku">HX</span></div></div>',
    cases: [
      ...generic('variation-form', { 'a JSON child that is not JSON': null }),
      ...attribute(
        'variation-form',
        'data-product_id',
        { name: 'data-product_id' },
        () => 'data-product_id ".*" is not a product id',
      ),
      ...attribute(
        'variation-form',
        'data-product_variations',
        { name: 'data-product_variations' },
        (name) =>
          ({
            missing: null, // ajax mode
            empty: null,
            blank: null,
            'a JSON object': '1 of 1 variations in data-product_variations were skipped',
            'a JSON array': '2 of 2 variations in data-product_variations were skipped',
            'a boolean': 'neither a list nor false',
            negative: 'neither a list nor false',
            NaN: 'not valid JSON',
            overflowing: 'neither a list nor false',
            '100,000 characters': 'not valid JSON',
            unicode: 'not valid JSON',
            'entity-encoded': 'not valid JSON',
            markup: 'not valid JSON',
          })[name] ?? null,
      ),
      ...structure('variation-form', [
        // WooCommerce takes any element with the class (a shop card's div): no warning, the form still works.
        ['root is a div', [{ op: 'tag', tag: 'div' }], null],
        [
          'no attribute selects',
          [{ op: 'remove', sel: '.variations select' }],
          'no attribute selects in \\.variations',
        ],
        [
          'a select without a name',
          [
            { op: 'remove', sel: '.variations tr:first-child ul.variable-items-wrapper' }, // a plain dropdown
            { op: 'attr', sel: '.variations tr:first-child select', name: 'name', value: null },
            {
              op: 'attr',
              sel: '.variations tr:first-child select',
              name: 'data-attribute_name',
              value: null,
            },
          ],
          'neither data-attribute_name nor name',
        ],
        [
          'no select with a name',
          [
            { op: 'attr', sel: '.variations select', name: 'name', value: null },
            { op: 'attr', sel: '.variations select', name: 'data-attribute_name', value: null },
          ],
          'no attribute selects',
        ],
        [
          'a swatch list for an attribute without a select',
          [
            {
              op: 'attr',
              sel: 'tr:first-child ul.variable-items-wrapper',
              name: 'data-attribute_name',
              value: 'attribute_pa_brak',
            },
          ],
          'names attribute "attribute_pa_brak" that has no select',
        ],
        [
          'variations of the wrong shape',
          [
            {
              op: 'attr',
              name: 'data-product_variations',
              value: '[{"variation_id":"x"},{"variation_id":5,"attributes":[]},null]',
            },
          ],
          '3 of 3 variations in data-product_variations were skipped',
        ],
        [
          'duplicate variation ids',
          [
            {
              op: 'attr',
              name: 'data-product_variations',
              value:
                '[{"variation_id":201,"attributes":{"attribute_pa_kolor":"czerwony","attribute_pa_rozmiar":"s"}},{"variation_id":201,"attributes":{"attribute_pa_kolor":"czerwony","attribute_pa_rozmiar":"s"}}]',
            },
          ],
          null,
        ],
        [
          'duplicate option values',
          [{ op: 'repeat', sel: '.variations select option:nth-child(2)', times: 3 }],
          null,
        ],
        [
          '10,000 swatches',
          [
            {
              op: 'repeat',
              sel: 'ul.variable-items-wrapper li.variable-item',
              times: 10_000,
              vary: ['data-value'],
            },
          ],
          null,
        ],
        ['100,000 variations', [{ op: 'variations', count: 100_000 }], null],
        [
          'unicode and entity values',
          [{ op: 'attr', sel: 'option[value="czerwony"]', name: 'value', value: 'czerwony&amp; 🙂' }],
          null,
        ],
      ]),
    ],
  },
  {
    island: 'gallery',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: 'div.woocommerce-product-gallery' },
    cases: [
      ...generic('gallery'),
      ...attribute('gallery', 'captions', { sel: 'img', name: 'data-caption' }, () => null),
      ...structure('gallery', [
        [
          'an image slot without an image',
          [{ op: 'remove', sel: '.woocommerce-product-gallery__image:nth-child(2) img' }],
          'gallery image 2 has no image',
        ],
        ['no images at all', [{ op: 'remove', sel: '.woocommerce-product-gallery__image' }], null],
        [
          'slides without links',
          [
            {
              op: 'html',
              sel: '.woocommerce-product-gallery__image',
              html: '<img src="/img/kubek-poranek.svg" alt="" data-large_image_width="600" data-large_image_height="600">',
            },
          ],
          null,
        ],
        [
          '10,000 images',
          [{ op: 'repeat', sel: '.woocommerce-product-gallery__image', times: 10_000 }],
          null,
        ],
      ]),
    ],
  },
  {
    island: 'tabs',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: '.woocommerce-tabs' },
    cases: [
      ...generic('tabs'),
      // A link that is not `#tab-…` is not a tab (the others still are).
      ...attribute(
        'tabs',
        'first tab link href',
        { sel: 'ul.tabs > li:first-child > a', name: 'href' },
        () => null,
      ),
      ...structure('tabs', [
        [
          'a tab without its panel',
          [{ op: 'remove', sel: '#tab-reviews' }],
          'no panel #tab-reviews for its tab',
        ],
        ['no tab links', [{ op: 'remove', sel: 'ul.tabs' }], 'no tabs'],
        [
          'a tab named #tab-',
          [{ op: 'attr', sel: 'ul.tabs > li:first-child > a', name: 'href', value: '#tab-' }],
          'no panel #tab- for its tab',
        ],
        [
          'a panel wrapped by a plugin',
          [
            { op: 'wrap', before: '', after: '' },
            { op: 'html', sel: '#tab-description', html: '<div>Opis</div>' },
          ],
          null,
        ],
        ['duplicate panels', [{ op: 'repeat', sel: '#tab-description', times: 2 }], null],
        [
          'unicode tab names',
          [
            { op: 'attr', sel: 'ul.tabs > li:first-child > a', name: 'href', value: '#tab-zażółć' },
            { op: 'attr', sel: '#tab-description', name: 'id', value: 'tab-zażółć' },
          ],
          null,
        ],
        ['10,000 tabs', [{ op: 'repeat', sel: 'ul.tabs > li', times: 10_000 }], null],
      ]),
    ],
  },
  {
    island: 'review-rating',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: '#respond' },
    // Without a rating select there is nothing to do (a form without ratings).
    cases: [
      ...generic('review-rating'),
      ...attribute(
        'review-rating',
        'rating option values',
        { sel: 'select#rating option', name: 'value' },
        () => null,
      ),
      ...structure('review-rating', [
        ['no rating select', [{ op: 'remove', sel: 'select#rating' }], null],
        ['select outside a form', [{ op: 'remove', sel: 'form' }], null],
        ['no label', [{ op: 'remove', sel: '#comment-form-rating-label' }], null],
        ['10,000 options', [{ op: 'repeat', sel: 'select#rating option', times: 10_000 }], null],
      ]),
    ],
  },
  {
    island: 'related-products',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: 'section.related.products' },
    cases: [
      ...generic('related-products'),
      ...attribute('related-products', 'class', { name: 'class' }, () => null),
      ...structure('related-products', [
        ['no product list', [{ op: 'remove', sel: 'ul.products' }], null],
        ['empty', [{ op: 'html', html: '' }], null],
        ['10,000 products', [{ op: 'repeat', sel: 'li.product', times: 10_000 }], null],
      ]),
    ],
  },
  {
    island: 'love',
    host: '/produkt/koszulka-bawelniana/',
    source: { select: 'a.nectar-love' },
    cases: [
      ...generic('love'),
      ...attribute('love', 'id', { name: 'id' }, () => 'id ".*" is not nectar-love-<post id>'),
      ...structure('love', [
        ['no count', [{ op: 'remove', sel: '.nectar-love-count' }], null],
        ['count not a number', [{ op: 'html', sel: '.nectar-love-count', html: 'dużo' }], null],
        ['empty', [{ op: 'html', html: '' }], null],
      ]),
    ],
  },
  // ------------------------------------------------------------------------------------------ account
  {
    island: 'account-tabs',
    host: '/moje-konto/',
    source: { select: '#customer_login' },
    cases: [
      ...generic('account-tabs'),
      ...attribute('account-tabs', 'id', { name: 'id' }, () => null),
      ...structure('account-tabs', [
        ['one column', [{ op: 'remove', sel: '.u-column2' }], 'fewer than two columns'],
        ['no columns', [{ op: 'html', html: '' }], 'fewer than two columns'],
        [
          'a column without its heading',
          [{ op: 'remove', sel: '.u-column2 > h2' }],
          'a column without its heading',
        ],
        [
          'an empty heading',
          [{ op: 'html', sel: '.u-column1 > h2', html: ' ' }],
          'a column without its heading',
        ],
        ['1,000 columns', [{ op: 'repeat', sel: '.u-column2', times: 1000 }], null],
      ]),
    ],
  },
  {
    island: 'password-toggle',
    host: '/moje-konto/',
    source: {
      html: '<div class="woocommerce" data-island="password-toggle"><form method="post" action="/moje-konto/"><p><label for="hx-pass">Hasło</label><span class="password-input"><input type="password" name="password" id="hx-pass"></span></p></form></div>',
    },
    cases: [
      ...generic('password-toggle'),
      ...attribute('password-toggle', 'input id', { sel: 'input', name: 'id' }, () => null),
      ...structure('password-toggle', [
        ['no password field', [{ op: 'remove', sel: 'input' }], null],
        ['a text field in the wrapper', [{ op: 'attr', sel: 'input', name: 'type', value: 'text' }], null],
        ['no wrapper', [{ op: 'html', html: '<input type="password" name="p">' }], null],
        ['1,000 fields', [{ op: 'repeat', sel: 'span.password-input', times: 1000 }], null],
      ]),
    ],
  },
  // ------------------------------------------------------------------------------------------ checkout
  {
    island: 'checkout',
    host: '/zamowienie/',
    source: { select: 'form.checkout' },
    cases: [
      ...generic('checkout'),
      ...attribute('checkout', 'descriptions', { sel: '.description', name: 'class' }, () => null),
      ...structure('checkout', [
        ['root is a div', [{ op: 'tag', tag: 'div' }], 'the root is not form\\.checkout'],
        ['no fields', [{ op: 'remove', sel: '.form-row' }], null],
        ['1,000 rows', [{ op: 'repeat', sel: '.form-row', times: 1000 }], null],
      ]),
    ],
  },
  {
    island: 'payment-methods',
    host: '/zamowienie/',
    source: { select: 'fieldset.p24-methods' },
    cases: [
      ...generic('payment-methods', {
        'a JSON child that is not JSON': 'its <script type="application/json"> is not valid JSON',
      }),
      ...attribute('payment-methods', 'data-namespace', { name: 'data-namespace' }, (name) =>
        name === 'missing' ? 'invalid markup: namespace' : null,
      ),
      ...structure('payment-methods', [
        [
          'no hidden input',
          [{ op: 'remove', sel: 'input[type=hidden]' }],
          'no hidden input for the method id',
        ],
        [
          'a JSON child that is a list',
          [{ op: 'append', html: '<script type="application/json">[1]</script>' }],
          'is not a JSON object',
        ],
        [
          'a JSON child with a wrong type',
          [{ op: 'append', html: '<script type="application/json">{"namespace":5}</script>' }],
          'invalid markup: namespace',
        ],
        ['rows without radios', [{ op: 'remove', sel: 'input[type=radio]' }], null],
        [
          'duplicate method ids',
          [{ op: 'attr', sel: '[data-method-id]', name: 'data-method-id', value: '25' }],
          null,
        ],
        [
          '10,000 methods',
          [{ op: 'repeat', sel: '[data-method-id]', times: 10_000, vary: ['data-method-id'] }],
          null,
        ],
      ]),
    ],
  },
  {
    island: 'installment-widget',
    host: '/zamowienie/',
    source: { select: '#p24_installment' },
    // Its settings come from p24InstallmentsData; the root is only where the widget goes.
    cases: [
      ...generic('installment-widget'),
      ...attribute('installment-widget', 'data-sdk', { name: 'data-sdk' }, () => null),
      ...structure('installment-widget', [
        ['content already inside', [{ op: 'html', html: '<p>Raty</p>' }], null],
        ['as a span', [{ op: 'tag', tag: 'span' }], null],
      ]),
    ],
  },
  // ------------------------------------------------------------------------------------------ about
  {
    island: 'fullscreen-header',
    host: '/o-nas/',
    source: { select: '#page-header-bg' },
    cases: [
      ...generic('fullscreen-header'),
      ...attribute('fullscreen-header', 'data-padding-amt', { name: 'data-padding-amt' }, () => null),
      ...structure('fullscreen-header', [
        ['empty', [{ op: 'html', html: '' }], null],
        ['10,000 children', [{ op: 'repeat', sel: '*', times: 10_000 }], null],
      ]),
    ],
  },
  {
    island: 'fullscreen-zoom',
    host: '/o-nas/',
    source: { select: '.nectar_fullscreen_zoom_recent_projects' },
    cases: [
      ...generic('fullscreen-zoom'),
      ...attribute('fullscreen-zoom', 'data-autorotate', { name: 'data-autorotate' }, () => null),
      ...structure('fullscreen-zoom', [
        ['no slides', [{ op: 'remove', sel: '.project-slides' }], null],
        ['10,000 slides', [{ op: 'repeat', sel: '.project-slide', times: 10_000, vary: ['id'] }], null],
      ]),
    ],
  },
  {
    island: 'gallery',
    host: '/portfolio/',
    source: { select: '#gallery-1' },
    cases: [
      ...structure('gallery', [
        ['a theme gallery without image links', [{ op: 'remove', sel: 'a' }], 'no image links to show'],
        [
          'a theme gallery whose links have no image',
          [{ op: 'remove', sel: 'img' }],
          'no image links to show',
        ],
        ['a theme gallery of 10,000 images', [{ op: 'repeat', sel: 'figure', times: 10_000 }], null],
        ['a theme gallery with unicode captions', [{ op: 'texts', text: 'Zażółć 🙂 &lt;b&gt;' }], null],
      ]),
    ],
  },
];
