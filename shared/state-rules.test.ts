// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStates, stateFieldFor } from './state-rules';

describe('the state field of an address', () => {
  const countries = parseStates('{&quot;PL&quot;:[],"DE":{"DE-BY":"Bawaria","DE-BE":"Berlin"}}');
  it('follows the printed states', () => {
    expect(stateFieldFor(countries, 'PL')).toEqual({ kind: 'hidden' });
    expect(stateFieldFor(countries, 'DE')).toEqual({
      kind: 'select',
      options: [
        ['DE-BY', 'Bawaria'],
        ['DE-BE', 'Berlin'],
      ],
    });
    expect(stateFieldFor(countries, 'GB')).toEqual({ kind: 'text' });
  });
  it('gives every country a text field when the map is missing or malformed', () => {
    expect(parseStates('{oops')).toBeNull();
    expect(stateFieldFor(null, 'DE')).toEqual({ kind: 'text' });
    expect(stateFieldFor(parseStates('[]'), 'DE')).toEqual({ kind: 'text' });
  });
});
