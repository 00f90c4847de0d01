import { expect, it } from 'vitest';
import { serverAttributes } from './server-attributes';

it('keeps plain attributes as props, sets handlers apart, drops what the runtime treats specially', () => {
  const el = document.createElement('li');
  el.innerHTML = '';
  for (const [name, value] of [
    ['title', 'Czerwony'],
    ['data-value', 'czerwony'],
    ['ref', 'x'],
    ['KEY', 'k'],
    ['children', 'c'],
    ['dangerouslySetInnerHTML', 'h'],
    ['innerhtml', 'h'],
    ['onclick', 'go()'],
    ['onMouseOver', 'hover()'],
    ['class', 'variable-item'],
  ])
    el.setAttribute(name!, value!);
  expect(serverAttributes(el, new Set(['class']))).toEqual({
    props: { title: 'Czerwony', 'data-value': 'czerwony' },
    handlers: [
      ['onclick', 'go()'],
      ['onmouseover', 'hover()'],
    ],
  });
});
