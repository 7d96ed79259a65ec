/** The list with the item at `from` moved to `to` (indexes outside the list change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) {
    return result;
  }
  const [moved] = result.splice(from, 1) as [T];
  result.splice(to, 0, moved);
  return result;
}
