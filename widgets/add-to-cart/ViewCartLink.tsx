import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The “Zobacz koszyk” link WooCommerce puts right after a button that added: themes style it, and
 * scripts find it, as the button's next sibling. A portal can only append to its container, so the link
 * is rendered into the button's parent and moved next to the button once, before paint. The portal is
 * made once and given back unchanged on every render: both runtimes skip an element they rendered before,
 * so neither puts the link back at the container's end. (Not `memo`: it would keep Preact's memo code in
 * the core every page loads, for this one link.)
 */
export function ViewCartLink(props: {
  button: HTMLElement;
  parent: HTMLElement;
  url: string;
  label: string;
}) {
  const { button, parent, url, label } = props;
  const link = useRef<HTMLAnchorElement>(null);
  const [container] = useState(parent);
  const [portal] = useState(() =>
    createPortal(
      <a ref={link} href={url} className="added_to_cart wc-forward" title={label}>
        {label}
      </a>,
      container,
    ),
  );
  useLayoutEffect(() => {
    if (link.current && button.parentElement === container) button.after(link.current);
  }, [button, container]);
  return portal;
}
