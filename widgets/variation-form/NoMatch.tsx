/**
 * The no-match message: a `div[role=alert]` after the panel (after `.variations` without one), sliding in.
 * The form decides when it shows (300 ms after the check, so quick re-choices do not flash it) and when it
 * goes (the next check).
 */
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createSlider } from './slide';

export function NoMatch({ form, text }: { form: HTMLFormElement; text: string }) {
  const [box] = useState(() => {
    const div = document.createElement('div');
    div.setAttribute('role', 'alert');
    div.hidden = true; // slides in
    return div;
  });
  const [slider] = useState(createSlider);
  useLayoutEffect(() => {
    (form.querySelector('.single_variation') ?? form.querySelector('.variations'))?.after(box);
    slider.slide(box, true);
    return () => {
      slider.stop();
      box.remove();
    };
  }, [form, box, slider]);
  return createPortal(<p className="wc-no-matching-variations woocommerce-info">{text}</p>, box);
}
