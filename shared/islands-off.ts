/**
 * Whether the shop owner switched this island (or page service) off on the plugin's settings page, giving its
 * part of the shop back to the classic scripts: the plugin prints the names in the head, before the loader's
 * tag, as `<meta name="wc-islands-off" content="gallery tabs …">` (php-stubs/includes/islands-off.php). Such an
 * island is neither registered nor started, so nothing of ours answers what those scripts answer.
 */
export const isOff = (name: string): boolean =>
  !!document.querySelector(`meta[name=wc-islands-off][content~=${name}]`);
