/**
 * The variation form island. Root: `form.variations_form` — marked with `data-island="variation-form"`, or
 * adopted by the registry when a template or a quick-view plugin prints the form without it (forms that
 * appear later are found by the runtime, which scans again a second after every request). See README.md.
 *
 * The form's event chain is `createVariationForm` (variation-form.ts), WooCommerce's VariationForm without
 * React; the island makes it with its props, starts it and renders its snapshot: the swatch lists, the
 * chosen names and the tooltip. What waits for that render (showing a found variation, focus after a reset)
 * comes in the snapshot as a call, which the island makes once it has rendered.
 */
import { Fragment, useLayoutEffect, useState } from 'react';
import { defineIsland, type IslandProps } from '../../shared/island';
import { type FormMarkup, readForm } from './markup';
import { Swatches } from './Swatches';
import { useSwatchTooltip } from './useSwatchTooltip';
import { createVariationForm, type VariationForm as Chain } from './variation-form';

export type { VariationFormHandle } from './handle';

/** The chosen value's name after the attribute's label (": Czerwony"), when the label option is on. */
function SelectedName({ label, text }: { label: HTMLElement; text: string }) {
  const [span] = useState(() => {
    const found = label.querySelector<HTMLElement>('.woo-selected-variation-item-name');
    if (found) return found;
    const made = Object.assign(document.createElement('span'), {
      className: 'woo-selected-variation-item-name',
    });
    made.dataset.default = '';
    return made;
  });
  useLayoutEffect(() => {
    if (!span.isConnected) label.append(span);
  }, [label, span]);
  useLayoutEffect(() => {
    span.textContent = text;
  }, [span, text]);
  return null;
}

interface FormProps {
  markup: FormMarkup;
  /** Made once, with the props: it reads the same form, variations and params for the island's life. */
  vf: Chain;
}

/** The form's markup and its chain: made before the render's task, which is long enough without them. */
function readVariationForm(root: HTMLElement, warn: IslandProps<FormProps>['warn']): FormProps {
  const markup = readForm(root);
  return { markup, vf: createVariationForm(markup, warn) };
}

function VariationForm({ props: { markup, vf }, warn }: IslandProps<FormProps>) {
  const { attributes } = markup;
  // Its snapshot, rendered again when it changes. Not useSyncExternalStore: Preact's adds about 0.2 KB to
  // what every page loads, and subscribes only after the next frame (a chain run before would wait for it).
  const [view, setView] = useState(vf.getSnapshot);
  useLayoutEffect(() => vf.subscribe(setView), [vf]);
  const tooltip = useSwatchTooltip(warn);
  const { settings } = vf;

  useLayoutEffect(() => vf.start(), [vf]); // the chain listens while the island is mounted
  // Once rendered: a found variation shows, and focus follows a reset to the rendered first option.
  const { show, focus } = view;
  useLayoutEffect(() => show?.(), [show]);
  useLayoutEffect(() => focus?.(), [focus]);

  return (
    <>
      {attributes.map((attribute, i) => {
        const value = view.chosen[attribute.name] ?? '';
        const title = value
          ? (attribute.options.find((o) => o.value === value)?.textContent?.trim() ?? value)
          : '';
        return (
          <Fragment key={attribute.name}>
            {settings.show_variation_label && attribute.label && (
              <SelectedName
                label={attribute.label}
                text={title ? `${settings.variation_label_separator} ${title}` : ''}
              />
            )}
            {attribute.swatches && (
              <Swatches
                markup={attribute.swatches}
                settings={settings}
                value={value}
                states={view.states?.[i]}
                left={view.left[i]!}
                hinted={view.hinted[i]!}
                choose={(v, item) => vf.choose(attribute, v, item)}
                tooltip={tooltip}
              />
            )}
          </Fragment>
        );
      })}
      {tooltip.element}
    </>
  );
}

export default defineIsland({
  name: 'variation-form',
  props: readVariationForm,
  Component: VariationForm,
});
