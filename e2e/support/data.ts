import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let made = 0;

/** Something unique per run, so tests never meet each other's records. */
export const unique = () => {
  made += 1;
  return `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 6)}`;
};

/** An address nobody has used yet, `tag` first. */
export const uniqueEmail = (tag: string) => `${tag}.${unique()}@example.com`;

/** A price as the site shows it: `$12`, `$12.50`. */
export const dollars = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

/** The smallest file that really is a PDF (the server checks the content, not the name). */
export const PDF =
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A temporary file with `content`, named `name` with something unique in front. */
export async function temporaryFile(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `iqra-${unique()}-${name}`);
  await writeFile(file, content);
  return file;
}
