// The islands' Polish catalogue, written by `npm run i18n` from languages/wc-islands-pl_PL.po: translate
// there. English msgids → Polish; a plural lists the three Polish forms. The built-in copy translates a
// Polish page without any file; strings left untranslated show in English.
export const POLISH: Record<string, string | readonly [string, string, string]> = {
  'Write to us': 'Napisz do nas',
  Gallery: 'Galeria',
  'Open the image': 'Otwórz obraz',
  '%d like': ['%d polubienie', '%d polubienia', '%d polubień'],
  'You already love this!': 'Już to lubisz!',
  'Love this': 'Polub to',
  '%d left': ['Została %d sztuka', 'Zostały %d sztuki', 'Zostało %d sztuk'],
};
