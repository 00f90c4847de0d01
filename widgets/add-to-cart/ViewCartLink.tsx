import { useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The “Zobacz koszyk” link WooCommerce puts right after a button that added: themes style it, and
 * scripts find it, as the button's next sibling. A portal can only append to its container, so the link
 * is rendered into the button's parent and moved next to the button once, before paint, by its ref. The
 * portal is made once and given back unchanged on every render: both runtimes skip an element they rendered
 * before, so neither puts the link back at the container's end nor calls its ref again. (Not `memo`: it would
 * keep Preact's memo code in the core every page loads, for this one link.)
 */
export function ViewCartLink(props: {
  button: HTMLElement;
  parent: HTMLElement;
  url: string;
  label: string;
}) {
  const { button, parent, url, label } = props;
  const [portal] = useState(() =>
    createPortal(
      <a
        ref={(link) => {
          if (link && button.parentElement === parent) button.after(link);
        }}
        href={url}
        className="added_to_cart wc-forward"
        title={label}
      >
        {label}
      </a>,
      parent,
    ),
  );
  return portal;
}
