/**
 * Related products. Root: `section.related.products`. Always: the section fades in 100 ms
 * after the page is ready. With Salient's `woo_related_upsell_carousel` on (off in this shop — both
 * readings stand: the fade always, the carousel by the option), the server's product list is arranged as
 * a carousel (`Carousel.tsx`). The products stay the server's nodes.
 */
import { useLayoutEffect } from 'react';
import { RELATED_FADE_IN_DELAY_MS } from '../../shared/constants';
import { useParams, useServerNode } from '../../shared/hooks';
import { defineIsland, type IslandProps } from '../../shared/island';
import { salientPage, themeOptions } from '../../shared/params-site';
import { Carousel } from './Carousel';

function RelatedProducts({ root, warn }: IslandProps<undefined>) {
  const carousel = useParams(() => themeOptions(true).woo_related_upsell_carousel);
  const list = useServerNode(root, 'ul.products');

  useLayoutEffect(() => {
    // Salient's fade-in; another theme shows its related products as printed, without a flash.
    if (!salientPage()) return;
    root.style.opacity = '0';
    const timer = setTimeout(() => {
      root.style.transition = 'opacity 0.3s';
      root.style.opacity = '1';
    }, RELATED_FADE_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [root]);
  useLayoutEffect(() => {
    if (carousel && !list) warn('no ul.products to arrange');
  }, [carousel, list, warn]);

  return carousel && list ? <Carousel root={root} list={list} /> : null;
}

export default defineIsland({ name: 'related-products', Component: RelatedProducts });
