/** The entry a content data file names by key; a key that names nothing fails the build (the prerender loads every page). */
export function byKey<T>(table: Record<string, T>, key: string, what: string): T {
  if (!Object.hasOwn(table, key)) throw new Error(`The page texts name an unknown ${what}: "${key}"`);
  return table[key]!;
}
