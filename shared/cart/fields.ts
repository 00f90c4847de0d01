/**
 * What an add request posts: the data object `adding_to_cart` listeners were handed, read once they have run.
 * WooCommerce's script gives jQuery that object to post, so a listener's keys reach the shop; jQuery sends a
 * number or a boolean as its text. A value that is no such field (an object, a list, a function, null) is
 * taken out and said.
 */
export function keepFormFields(data: Record<string, unknown>, warn: (message: string) => void): void {
  for (const key in data)
    if (!/^(st|n|bo)/.test(typeof data[key])) {
      // Not a string, a number or a boolean.
      warn(`adding_to_cart data ${key}: not text, left out`);
      delete data[key];
    }
}
