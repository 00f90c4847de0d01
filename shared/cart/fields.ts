/**
 * What an add request posts: the data object `adding_to_cart` listeners were handed, read once they have run.
 * WooCommerce's script gives jQuery that object to post, so a listener's keys reach the shop, and jQuery
 * sends a number or a boolean as its text. A value that is no such field (an object, a list, a function,
 * null) is taken out and said.
 */
export function postable<T extends object>(data: T, warn: (message: string) => void): T {
  const fields = data as Record<string, unknown>;
  for (const key in fields)
    if (!/^(st|n|bo)/.test(typeof fields[key])) {
      // Not a string, a number or a boolean.
      warn(`adding_to_cart data ${key}: not text, left out`);
      delete fields[key];
    }
  return data;
}
