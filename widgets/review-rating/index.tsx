/**
 * Review stars (APG radio group). Root: `#respond`. The rating select stays in the form (it is what posts)
 * but is hidden behind five star radios (`Stars.tsx`) labelled '1 z 5 gwiazdek' … '5 z 5 gwiazdek'. A form
 * without a rating select is left alone.
 */
import { defineIsland, type IslandProps } from '../../shared/island';
import { Stars } from './Stars';

interface Props {
  select: HTMLSelectElement | null;
  label: Element | null;
}

function ReviewRating({ props: { select, label }, warn }: IslandProps<Props>) {
  return select ? <Stars select={select} label={label} warn={warn} /> : null;
}

export default defineIsland({
  name: 'review-rating',
  props: (root) => ({
    select: root.querySelector<HTMLSelectElement>('select#rating'),
    label: root.querySelector('#comment-form-rating-label'),
  }),
  Component: ReviewRating,
});
