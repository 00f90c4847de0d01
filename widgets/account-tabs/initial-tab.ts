/**
 * Which account tab opens first: the registration column (index 1) for the hashes `#rejestracja` /
 * `#register` or Salient's `?tab=2`, when that column exists; otherwise the login column (0). Pure: unit
 * tested.
 */
export function initialAccountTab(location: { search: string; hash: string }, count: number): number {
  return (
    accountTabForHash(location.hash, count) ??
    (new URLSearchParams(location.search).get('tab') === '2' && count > 1 ? 1 : 0)
  );
}

/** The tab a (later) hash asks for, or undefined when the hash is about something else. */
export function accountTabForHash(hash: string, count: number): number | undefined {
  const wanted = { '#rejestracja': 1, '#register': 1, '#logowanie': 0, '#login': 0 }[hash.toLowerCase()];
  return wanted !== undefined && wanted < count ? wanted : undefined;
}
