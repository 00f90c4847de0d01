/**
 * The Polish catalogue: English msgids (WordPress's convention, so Jed files from translate.wordpress.org
 * style tools fit) → Polish. Strings the spec gives in English stay English here; the shop prints its own
 * versions in the params objects, which islands prefer. Plural entries list the three Polish forms.
 */
export const POLISH: Record<string, string | readonly [string, string, string]> = {
  // Cart
  'View cart': 'Zobacz koszyk',
  '%d item': ['%d produkt', '%d produkty', '%d produktów'],
  // Variations (kept as given)
  Clear: 'Wyczyść',
  '%d left': ['Została %d sztuka', 'Zostały %d sztuki', 'Zostało %d sztuk'],
  'Sorry, no product matches your selection. Please choose a different combination.':
    'Sorry, no product matches your selection. Please choose a different combination.',
  'Sorry, this product is unavailable. Please choose a different combination.':
    'Sorry, this product is unavailable. Please choose a different combination.',
  'Choose product options before adding it to the cart.':
    'Choose product options before adding it to the cart.',
  'Your selection has been reset. Choose some product options before adding it to the cart.':
    'Your selection has been reset. Choose some product options before adding it to the cart.',
  // Reviews
  'Please select a rating': 'Proszę wybrać ocenę',
  '%d of 5 stars': '%d z 5 gwiazdek',
  // Gallery and lightbox
  Gallery: 'Galeria',
  '%1$d / %2$d': '%1$d / %2$d',
  'Toggle fullscreen': 'Pełny ekran',
  'Open the image': 'Otwórz obraz',
  'The image could not be loaded.': 'The image could not be loaded.',
  'The requested content cannot be loaded. Please try again later.':
    'The requested content cannot be loaded. Please try again later.',
  // Site-wide labels: Salient prints them in nectar_front_i18n; these are the Polish defaults
  Menu: 'Menu',
  Next: 'Następny',
  Previous: 'Poprzedni',
  Close: 'Zamknij',
  // Love button, chat
  'Love this': 'Polub to',
  'You already love this!': 'Już to lubisz!',
  '%d like': ['%d polubienie', '%d polubienia', '%d polubień'],
  'Write to us': 'Napisz do nas',
  'opens in a new tab': 'otwiera się w nowej karcie',
  // Generic fetch errors
  'You are probably offline.': 'You are probably offline.',
  'The response is not a valid JSON response.': 'The response is not a valid JSON response.',
  'An unknown error occurred.': 'An unknown error occurred.',
  'Media upload failed. If this is a photo or a large image, please scale it down and try again.':
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
};
