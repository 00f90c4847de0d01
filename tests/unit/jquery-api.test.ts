// @vitest-environment happy-dom
// WooCommerce's jQuery API as the runtime's jQuery chunk answers it, against real jQuery and the registry.
import jQueryFactory from 'jquery';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandDefinition, LegacyIslandModule } from '../../shared/island';
import type { JQueryWithPlugins } from '../../widgets/jquery-api';
import manifest from '../../widgets/manifest.json';

type Modules = {
  registry: typeof import('../../shared/registry');
  bus: typeof import('../../shared/bus');
  api: typeof import('../../widgets/jquery-api');
};
let m: Modules;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the jQuery plugins under test, called as pages call them
let $: any;
let warn: ReturnType<typeof vi.spyOn>;
const mounted: Array<[string, HTMLElement]> = [];
const heard: Array<[string, unknown[]]> = [];

const island = (name: string, listen: Array<keyof import('../../shared/bus').WooEvents> = []) =>
  ({
    strategy: name === 'gallery' ? 'visible' : 'load',
    load: () =>
      Promise.resolve({
        default: {
          mount: ({ root }) => {
            mounted.push([name, root]);
            const stops = listen.map((event) =>
              m.bus.on(event, (args, target) => root.contains(target) && heard.push([event, args])),
            );
            return () => stops.forEach((stop) => stop());
          },
        } satisfies LegacyIslandModule<unknown>,
      }),
  }) as IslandDefinition;

const settle = () => new Promise((r) => setTimeout(r, 20));
const warnings = (): string[] => warn.mock.calls.map((c: unknown[]) => String(c[0]));

// What the registry loads to mount these tests' mount(ctx) islands: transformed once here, not in a test's wait.
beforeAll(() => Promise.all([import('../../shared/render'), import('../../shared/legacy-island')]));
beforeEach(async () => {
  vi.resetModules();
  mounted.length = 0;
  heard.length = 0;
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  m = {
    registry: await import('../../shared/registry'),
    bus: await import('../../shared/bus'),
    api: await import('../../widgets/jquery-api'),
  };
  // The API is defined on jQuery's `fn`: each test starts without it.
  $ = jQueryFactory;
  for (const name of Object.keys($.fn)) if (/^(wc_|WooVariation)/.test(name)) delete $.fn[name];
  m.registry.registerIsland('variation-form', {
    ...island('variation-form', ['check_variations', 'reset_image']),
    adopt: 'form.variations_form',
  });
  m.registry.registerIsland('gallery', island('gallery'));
  m.registry.startIslands();
});
afterEach(() => {
  m.registry.stopIslands();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const connect = () =>
  m.api.connect(
    $ as JQueryWithPlugins,
    {
      'variation-form': { strategy: 'load', adopt: 'form.variations_form' },
      gallery: { strategy: 'visible' },
    },
    () => {},
  );

describe("WooCommerce's jQuery API (the runtime's jQuery chunk)", () => {
  it("answers every name widgets/manifest.json's jqueryApi lists (the names the plugin queues)", () => {
    const before = new Set(Object.keys($.fn));
    connect();
    const added = Object.keys($.fn).filter((name) => !before.has(name));
    expect(added.sort()).toEqual(Object.values(manifest.jqueryApi).flat().sort());
  });

  it('wc_variation_form() mounts the variation form island at once and returns the set; a second call is harmless', async () => {
    connect();
    document.body.innerHTML = '<div class="quick-view"><form class="cart" id="f"></form></div>';
    const form = document.getElementById('f')!;
    const set = $(form);
    expect(set.wc_variation_form()).toBe(set);
    expect(form.getAttribute('data-island')).toBe('variation-form');
    await settle();
    $(form).wc_variation_form();
    await expect.poll(() => mounted).toEqual([['variation-form', form]]);
    expect(warnings()).toEqual([]);
  });

  it('wc_product_gallery( args ) mounts a waiting gallery now and leaves the args on its root', async () => {
    connect();
    document.body.innerHTML =
      '<div class="woocommerce-product-gallery images" data-island="gallery" style="opacity: 0"></div>';
    await settle();
    expect(mounted).toEqual([]); // visible: happy-dom never intersects
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    $(gallery).wc_product_gallery({ flexslider_enabled: false });
    await expect.poll(() => mounted).toEqual([['gallery', gallery]]);
    expect((gallery as HTMLElement & { wcIslandsArgs?: unknown }).wcIslandsArgs).toEqual({
      flexslider_enabled: false,
    });
  });

  it('never throws on what the jQuery plugins accept: an empty set, other elements, a removed form, another island’s root', async () => {
    connect();
    document.body.innerHTML =
      '<div id="d"></div><form class="variations_form" data-island="gallery" id="c"></form>';
    const removed = document.createElement('form');
    expect(() => {
      $().wc_variation_form().wc_product_gallery();
      $('#d').wc_variation_form();
      $('#d').wc_product_gallery();
      $('#c').wc_variation_form();
      $(removed).wc_variation_form();
      $(document).wc_variation_form();
      $('#d').wc_variations_image_update({ image: { src: 'x' } });
      $('#d').wc_set_variation_attr();
    }).not.toThrow();
    await settle();
    expect(mounted).toEqual([]);
    expect(warnings()).toEqual([
      '[islands] variation-form: wc_variation_form() was called on <div#d>, which is not its root; left alone',
      '[islands] gallery: wc_product_gallery() was called on <div#d>, which is not its root; left alone',
      '[islands] variation-form: wc_variation_form() was called on <form#c.variations_form>, which is not its root; left alone',
      '[islands] variation-form: wc_variation_form() was called on <form>, which is not on the page',
      '[islands] variation-form: wc_variations_image_update() found no variation form for <div#d>',
    ]);
    expect(document.getElementById('c')!.getAttribute('data-island')).toBe('gallery');
  });

  it('events a script triggers on the form before its island has mounted reach the island after, in order', async () => {
    connect();
    const wrap = document.createElement('div');
    wrap.innerHTML = '<form class="variations_form"></form>';
    document.body.append(wrap);
    const $form = $(wrap.firstElementChild!);
    const jq = vi.fn();
    $form.on('check_variations reset_image', jq);
    $form.wc_variation_form();
    $form.trigger('check_variations');
    $form.trigger('reset_image');
    expect(jq).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([]);
    await expect.poll(() => heard.map(([name]) => name)).toEqual(['check_variations', 'reset_image']);
    // Heard once more by the island only: jQuery had them when they were triggered.
    expect(jq).toHaveBeenCalledTimes(2);
  });

  it('calls queued beside jQuery before the chunk came run when it connects, in order; a classic definition stays', async () => {
    document.body.innerHTML =
      '<form class="variations_form" id="a"></form><form class="variations_form" id="b"></form>';
    const calls: unknown[][] = [];
    const queued = Object.assign(
      function (this: unknown, ...args: unknown[]) {
        calls.push(['wc_variation_form', this, args]);
        return this;
      },
      { wcIslandsQueue: calls },
    );
    $.fn.wc_variation_form = queued as never;
    const classic = () => 'classic';
    $.fn.wc_set_content = classic as never;
    $('#b').wc_variation_form();
    $('#a').wc_variation_form();
    connect();
    expect($.fn.wc_variation_form).not.toBe(queued);
    expect($.fn.wc_set_content).toBe(classic);
    expect(calls).toEqual([]);
    await expect.poll(() => mounted.map(([, el]) => el.id)).toEqual(['b', 'a']);
  });

  it('the helpers keep the original in data-o_* and put it back, as WooCommerce’s do', () => {
    connect();
    document.body.innerHTML = '<span class="sku">P-1</span><img id="i" src="a.jpg" width="10">';
    const $sku = $('.sku');
    $sku.wc_set_content('V-1');
    $sku.wc_set_content('V-2');
    expect($sku.text()).toBe('V-2');
    expect($sku.attr('data-o_content')).toBe('P-1');
    $sku.wc_reset_content();
    expect($sku.text()).toBe('P-1');
    const $img = $('#i');
    $img.wc_set_variation_attr('src', 'b.jpg');
    $img.wc_set_variation_attr('width', false);
    $img.wc_set_variation_attr('srcset', 'c.jpg 2x');
    expect([$img.attr('src'), $img.attr('width'), $img.attr('srcset')]).toEqual([
      'b.jpg',
      undefined,
      'c.jpg 2x',
    ]);
    $img.wc_reset_variation_attr('src');
    $img.wc_reset_variation_attr('width');
    $img.wc_reset_variation_attr('srcset');
    expect([$img.attr('src'), $img.attr('width'), $img.attr('srcset')]).toEqual(['a.jpg', '10', '']);
  });

  it('keeps the handles the islands hand out as jQuery data; WooVariationSwatches("destroy") lets the form go', () => {
    connect();
    document.body.innerHTML = '<form class="variations_form wvs-loaded"></form>';
    const form = document.querySelector('form')!;
    const handle = { updateImage: vi.fn() };
    m.bus.emit('wc_variation_form', [handle], form);
    m.bus.emit('woo_variation_swatches_loaded', [{ element: $(form) }], document.documentElement);
    expect($(form).data('wc_variation_form')).toBe(handle);
    expect($(form).data('WooVariationSwatches')).toMatchObject({ element: expect.anything() });
    $(form).wc_variations_image_update({ image_id: 3 });
    $(form).wc_variations_image_reset();
    expect(handle.updateImage.mock.calls).toEqual([[{ image_id: 3 }], [false]]);
    $(form).WooVariationSwatches('destroy');
    expect(form.classList.contains('wvs-loaded')).toBe(false);
    expect($(form).data('WooVariationSwatches')).toBeUndefined();
  });

  it('wc_maybe_trigger_slide_position_reset brings the gallery back to its first slide when the image id differs, compared as WooCommerce does', () => {
    connect();
    document.body.innerHTML =
      '<div class="product"><div class="images"></div><form class="variations_form"></form></div>';
    const resets = vi.fn();
    m.bus.on('woocommerce_gallery_reset_slide_position', (_, target) => resets(target.className));
    const $form = $('form');
    $form.wc_maybe_trigger_slide_position_reset({ image_id: 7 });
    $form.wc_maybe_trigger_slide_position_reset({ image_id: 7 }); // a number never equals the attribute '7'
    $form.wc_maybe_trigger_slide_position_reset({ image_id: '7' });
    $form.wc_maybe_trigger_slide_position_reset(false);
    $form.wc_maybe_trigger_slide_position_reset({ image_id: 0 });
    expect(resets.mock.calls).toEqual([['images'], ['images'], ['images']]);
    expect($form.attr('current-image')).toBe('');
  });
});

describe('variation forms that are not <form> elements (Variation Swatches by CartFlows: a div in each shop card)', () => {
  const CARD =
    '<li class="product"><div class="cfvsw_variations_form variations_form" id="card" data-product_id="102"></div></li>';

  it("the manifest's adopt selector takes a div.variations_form; wc_variation_form() on one mounts it at once", async () => {
    m.registry.stopIslands();
    vi.resetModules();
    m = {
      registry: await import('../../shared/registry'),
      bus: await import('../../shared/bus'),
      api: await import('../../widgets/jquery-api'),
    };
    for (const name of Object.keys($.fn)) if (/^(wc_|WooVariation)/.test(name)) delete $.fn[name];
    const { adopt } = manifest.islands['variation-form'];
    m.registry.registerIsland('variation-form', { ...island('variation-form'), adopt });
    m.registry.startIslands();
    m.api.connect($ as JQueryWithPlugins, { 'variation-form': { strategy: 'load', adopt } }, () => {});
    document.body.innerHTML = `<ul class="products">${CARD}</ul>`;
    const card = document.getElementById('card')!;
    await expect.poll(() => mounted).toEqual([['variation-form', card]]);
    expect(card.getAttribute('data-island')).toBe('variation-form');
    const late = document.createElement('div');
    late.className = 'variations_form';
    document.body.append(late);
    $(late).wc_variation_form();
    $(card).wc_variation_form();
    await expect.poll(() => mounted.map(([, el]) => el)).toEqual([card, late]);
    expect(warnings()).toEqual([]);
  });
});
