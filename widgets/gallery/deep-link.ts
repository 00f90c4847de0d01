/** The gallery deep-link hash `#{gallery}-{index}` (index 1-based). Pure. */
/** `#gallery-3` → index 2 of gallery 'gallery'; anything else (another gallery, 0, past the end) → undefined. */
export function indexFromHash(hash: string, gallery: string, count: number): number | undefined {
  const prefix = `#${gallery}-`;
  if (!hash.startsWith(prefix)) return undefined;
  const rest = hash.slice(prefix.length);
  if (!/^\d+$/.test(rest)) return undefined;
  const index = Number(rest) - 1;
  return index >= 0 && index < count ? index : undefined;
}

export function hashFor(gallery: string, index: number): string {
  return `#${gallery}-${index + 1}`;
}
