/** A slug from a name, as the catalogue's addresses want it: "Noorani Qaida!" → "noorani-qaida". */
export function slugify(name: string): string {
  return (
    name
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode form, not words
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100)
      .replace(/-+$/, '')
  );
}

/** A file's name without its extension, as the name of a book page made from it. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '').trim();
  return base || fileName;
}
