/**
 * One swatch list of the Variation Swatches plugin, as the island's own UI. The plugin's
 * `ul.variable-items-wrapper` stays; its `li` items are rendered here, with the plugin's classes and
 * attributes, around the plugin's own contents (colour, image, radio input: moved in, not copied), so the
 * theme's CSS holds and nothing moves. The server's items come back if the island goes.
 *
 * Keyboard (beyond the plugin): colour, image and button lists are an APG radio group with a roving
 * tabindex (arrows move and select, mirrored right to left; Home/End; Space/Enter select). Radio-type lists
 * keep their native radio inputs, which do all of that by themselves.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener } from '../../shared/hooks';
import { _n, sprintf } from '../../shared/i18n';
import { rovingIndex } from '../../shared/island';
import { httpUrl } from '../../shared/http';
import type { OptionState } from './matching';
import type { SwatchItemMarkup, SwatchListMarkup } from './markup';
import { type ItemState, itemState, stateNote, type SwatchSettings } from './swatch-state';
import type { SwatchTooltip } from './useSwatchTooltip';

export interface SwatchesProps {
  markup: SwatchListMarkup;
  settings: SwatchSettings;
  /** The chosen value ('' for none). */
  value: string;
  /** Each value's state given the other choices (undefined: ajax mode or not checked yet, all enabled). */
  states: ReadonlyMap<string, OptionState> | undefined;
  /** 'N left' per value (stock display); `hinted`: values that had a hint, which keep their (empty) span. */
  left: ReadonlyMap<string, number>;
  hinted: ReadonlySet<string>;
  /** Chooses `value` ('' clears) through `item`, the swatch the shopper used. */
  choose(value: string, item: HTMLElement): void;
  tooltip: SwatchTooltip;
}

const optionState = (states: SwatchesProps['states'], value: string): OptionState | undefined =>
  states ? (states.get(value) ?? 'absent') : undefined;

interface ItemProps {
  item: SwatchItemMarkup;
  radios: boolean;
  on: boolean;
  state: ItemState;
  operable: boolean;
  tabStop: boolean;
  note: string;
  left: number | undefined;
  hinted: boolean;
  radioDisabled: boolean;
}

// Not memoised: with Preact 11.2's memo, every earlier render of the form stayed reachable through the
// items it skipped (the heap grew about 12 KB per choice, without end). Re-rendering each item's attributes
// costs 1–2 ms per choice at 4x throttling on the 1,000-variation product.
function SwatchItem({
  item,
  radios,
  on,
  state,
  operable,
  tabStop,
  note,
  left,
  hinted,
  radioDisabled,
}: ItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [contents] = useState(() => [...item.el.childNodes]);
  const [radio] = useState(() => item.el.querySelector<HTMLInputElement>('input[type="radio"]'));
  useLayoutEffect(() => {
    ref.current!.prepend(...contents);
    ref.current!.style.cssText = item.el.style.cssText; // CSSOM: strict style-src allows it
    // The plugin's inline handlers stay on the item, as on its own: as props they would be no listeners.
    for (const [name, handler] of item.handlers) ref.current!.setAttribute(name, handler);
    return () => item.el.append(...contents);
  }, [item, contents]);
  useLayoutEffect(() => {
    if (!radio) return;
    radio.checked = on;
    radio.disabled = radioDisabled;
  }, [radio, on, radioDisabled]);
  const className = [
    item.className,
    on && 'selected',
    state === 'disabled' && 'disabled',
    state === 'no-stock' && 'no-stock',
    left !== undefined && 'wvs-show-stock-left-info',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={ref}
      {...item.attrs}
      className={className}
      // Native radios carry the semantics; a second radio role around each would nest focusable radios.
      role={radios ? 'none' : 'radio'}
      aria-checked={radios ? undefined : on}
      // With deselect_unavailable a greyed value is still operable: not disabled for assistive tech.
      aria-disabled={radios || operable ? undefined : 'true'}
      tabIndex={radios ? undefined : tabStop ? 0 : -1}
      data-wvstooltip-out-of-stock={note || undefined}
    >
      {(hinted || left !== undefined) && (
        <span className="wvs-stock-left-info" data-wvs-stock-info="">
          {/* translators: %d: how many of this product variation are left in stock. */}
          {left === undefined ? '' : sprintf(_n('%d left', '%d left', left), left)}
        </span>
      )}
    </li>
  );
}

/** The item (JSX `li`) an event happened in, with its value. */
function itemOf(list: HTMLElement, event: Event): HTMLElement | null {
  const item = (event.target as Element).closest<HTMLElement>('li.variable-item[data-value]');
  return item?.parentElement === list ? item : null;
}

export function Swatches(props: SwatchesProps) {
  const { markup, settings, value, states, choose, tooltip } = props;
  const { list, items, radios, more } = markup;
  const [expanded, setExpanded] = useState(false);
  const focusAfterExpand = useRef<string | undefined>(undefined);
  const stateOf = (v: string) => itemState(optionState(states, v), settings);
  const operable = (v: string) => stateOf(v) !== 'disabled' || settings.deselect_unavailable;

  // The server's items make way for ours in the same task (no paint between); back when the island goes.
  useLayoutEffect(() => {
    for (const item of items) item.el.remove();
    more?.el.remove();
    return () => list.prepend(...items.map((item) => item.el), ...(more ? [more.el] : []));
  }, [list, items, more]);

  useLayoutEffect(() => {
    if (!expanded) return;
    const limited = list.classList.contains('enabled-display-limit-mode');
    list.classList.remove('enabled-display-limit-mode');
    // Focus the first item the limit hid, so keyboard users continue where the list grew.
    const first = list.querySelector<HTMLElement>(
      `:scope > li.variable-item[data-value="${CSS.escape(focusAfterExpand.current ?? '')}"]`,
    );
    (radios ? first?.querySelector<HTMLElement>('input') : first)?.focus();
    return () => {
      if (limited) list.classList.add('enabled-display-limit-mode');
    };
  }, [expanded, list, radios]);

  const expand = () => {
    const lis = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item')];
    focusAfterExpand.current = lis.find((li) => !li.offsetParent)?.dataset.value;
    setExpanded(true);
  };

  const activate = (item: HTMLElement) => {
    const v = item.dataset.value ?? '';
    if (!operable(v)) return;
    // Radio-style lists and clear_on_reselect toggle; otherwise a click on the chosen value keeps it.
    if (v !== value) choose(v, item);
    else if (radios || settings.clear_on_reselect) choose('', item);
  };

  useListener<MouseEvent>(list, 'click', (event) => {
    if ((event.target as Element).closest('.woo-variation-swatches-variable-item-more')) {
      event.preventDefault();
      return expand();
    }
    const item = itemOf(list, event);
    if (!item) return;
    const v = item.dataset.value ?? '';
    if (radios) {
      // The label's click reaches the input as a second click: act on the input's only.
      if (!(event.target instanceof HTMLInputElement)) return;
      if (v === value) {
        event.target.checked = false;
        choose('', item);
      } else choose(v, item);
      return;
    }
    event.preventDefault();
    activate(item);
  });

  useListener<KeyboardEvent>(list, 'keydown', (event) => {
    if (
      event.key === ' ' &&
      (event.target as Element).closest('.woo-variation-swatches-variable-item-more')
    ) {
      event.preventDefault(); // Space on the link: the page does not scroll
      return expand();
    }
    const item = radios ? null : itemOf(list, event);
    if (!item) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      return activate(item);
    }
    const reachable = [...list.querySelectorAll<HTMLElement>(':scope > li.variable-item')].filter(
      (li) => operable(li.dataset.value ?? '') && li.offsetParent,
    );
    const to = rovingIndex(event, reachable.indexOf(item), reachable.length, list);
    const next = to === undefined ? undefined : reachable[to];
    if (!next) return;
    event.preventDefault();
    event.stopPropagation(); // a gallery or tabs listening for arrows must not move too
    next.focus();
    activate(next);
  });

  const showTip = (event: Event) => {
    const item = itemOf(list, event);
    if (!item) return;
    const v = item.dataset.value ?? '';
    const name = item.dataset.wvstooltip ?? item.dataset.title ?? '';
    tooltip.show(item, [name, stateNote(optionState(states, v), settings)]);
  };
  useListener(list, 'pointerover', showTip);
  useListener(list, 'focusin', showTip);
  useListener(list, 'pointerleave', () => tooltip.hide());
  // A click moves focus away from the last chosen swatch: the hovered one's tip stays (not hidden, then
  // shown again by its focus).
  useListener(list, 'focusout', (event) => tooltip.hide(itemOf(list, event)));

  // Roving tabindex: Tab reaches the group once, on the chosen item (else the first usable one).
  const tabStop =
    items.find((item) => value !== '' && item.value === value) ?? items.find((i) => operable(i.value));
  return createPortal(
    <>
      {items.map((item) => {
        const state = stateOf(item.value);
        return (
          <SwatchItem
            key={item.value}
            item={item}
            radios={radios}
            on={value !== '' && item.value === value}
            state={state}
            operable={operable(item.value)}
            tabStop={item === (tabStop ?? items[0])}
            note={stateNote(optionState(states, item.value), settings)}
            left={props.left.get(item.value)}
            hinted={props.hinted.has(item.value)}
            radioDisabled={state === 'disabled' && !settings.deselect_unavailable}
          />
        );
      })}
      {more && !expanded && (
        // Inside a radiogroup the plugin's <li> is no list item: presentation only.
        <li className="woo-variation-swatches-variable-item-more" role="none">
          <a href={httpUrl(more.href, location.href) && more.href} role="button">
            {more.text}
          </a>
        </li>
      )}
    </>,
    list,
  );
}
