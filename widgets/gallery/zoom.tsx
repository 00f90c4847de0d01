/**
 * The theme's zoom (`zoom_enabled`), a chunk of its own loaded only where the theme supports it:
 * - the trigger WooCommerce puts first in the gallery, a link acting as a button that opens the lightbox at
 *   the image shown;
 * - hover zoom: over an image whose large size is wider than the gallery, a mouse shows the large image
 *   (the zoom's own UI, hidden from assistive technology) following the pointer, clipped by the slide.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener, useOwnedContainer } from '../../shared/hooks';
import { httpUrl } from '../../shared/http';

export interface ZoomProps {
  root: HTMLElement;
  slides: HTMLElement[];
  label: string;
  onOpen(): void;
}

const LARGE = {
  position: 'absolute',
  top: 0,
  left: 0,
  opacity: 0,
  width: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  border: 'none',
  pointerEvents: 'none',
} as const;

function Trigger({ root, label, onOpen }: Omit<ZoomProps, 'slides'>) {
  const link = useOwnedContainer('a', (a) => root.prepend(a), 'woocommerce-product-gallery__trigger');
  useLayoutEffect(() => {
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '🔍';
    link.replaceChildren(icon);
    const attributes = { href: '#', role: 'button', 'aria-haspopup': 'dialog', 'aria-label': label };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  }, [link, label]);
  useListener(link, 'click', (event) => {
    event.preventDefault();
    onOpen();
  });
  useListener<KeyboardEvent>(link, 'keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  });
  return null;
}

function Large({ slide, src }: { slide: HTMLElement; src: string | undefined }) {
  const image = useRef<HTMLImageElement>(null);
  const show = (on: boolean) => image.current && (image.current.style.opacity = on ? '1' : '0');
  useLayoutEffect(() => {
    Object.assign(slide.style, { position: 'relative', overflow: 'hidden' });
    show(slide.matches(':hover'));
    return () => ['position', 'overflow'].forEach((key) => slide.style.removeProperty(key));
  }, [slide]);
  useListener(slide, 'pointerenter', () => show(true));
  useListener(slide, 'pointerleave', () => show(false));
  useListener<PointerEvent>(slide, 'pointermove', (event) => {
    const img = image.current;
    if (!img) return;
    const box = slide.getBoundingClientRect();
    img.style.left = `${((box.left - event.clientX) / box.width) * Math.max(0, img.offsetWidth - box.width)}px`;
    img.style.top = `${((box.top - event.clientY) / box.height) * Math.max(0, img.offsetHeight - box.height)}px`;
  });
  return createPortal(
    <img ref={image} className="zoomImg" src={src} alt="" aria-hidden="true" style={LARGE} />,
    slide,
  );
}

export default function Zoom({ root, slides, label, onOpen }: ZoomProps) {
  const [target, setTarget] = useState<{ slide: HTMLElement; src: string }>();
  useListener<PointerEvent>(root, 'pointerover', (event) => {
    const slide = slides.find((s) => s.contains(event.target as Node));
    const image = slide?.querySelector('img');
    if (event.pointerType !== 'mouse' || !slide || !image || slide === target?.slide) return;
    // The large image comes from printed markup or a variation answer: only an http(s) address is shown.
    const src = httpUrl(image.getAttribute('data-large_image') || image.src, location.href);
    if (src && Number(image.getAttribute('data-large_image_width')) > root.clientWidth)
      setTarget({ slide, src });
  });
  return (
    <>
      <Trigger root={root} label={label} onOpen={onOpen} />
      {target && <Large key={target.src} slide={target.slide} src={httpUrl(target.src, location.href)} />}
    </>
  );
}
