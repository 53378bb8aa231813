/** One item per id, later lists overriding earlier ones (a fetched copy wins over the bundled one). */
export function mergeById<T extends { id: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  return [...byId.values()];
}
