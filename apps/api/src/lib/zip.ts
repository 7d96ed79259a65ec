import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';

export interface ZipLimits {
  /** Most entries the archive may list. */
  maxEntries: number;
  /** Most bytes all entries together may inflate to. */
  maxTotalBytes: number;
}

/** Why an archive is refused, or `null` when it is within the limits. */
export type ZipProblem = 'too-many-entries' | 'too-large' | 'unreadable' | null;

/** Opens an archive (yauzl is loaded with the first: only résumés come as archives). */
async function open(buffer: Buffer) {
  const { default: yauzl } = await import('yauzl');
  return new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Inflates an entry and throws away the bytes; yauzl fails it if it yields more than it declared. */
async function drain(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await openEntry(zip, entry);
  stream.resume();
  await finished(stream);
}

/**
 * Checks a zip (a DOCX is one) before anyone opens it: a 1 MB file can hold an entry that
 * inflates to gigabytes. The central directory's entry count and declared sizes are summed
 * first; then each entry is inflated (and its bytes dropped) so an entry that lies about its
 * size is caught too. Work is bounded by the limits: nothing past `maxTotalBytes` is inflated.
 */
export async function checkZip(buffer: Buffer, limits: ZipLimits): Promise<ZipProblem> {
  let zip: ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return 'unreadable';
  }
  if (zip.entryCount > limits.maxEntries) return 'too-many-entries';
  let declared = 0;
  try {
    return await new Promise<ZipProblem>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve(null));
      zip.on('entry', (entry: Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limits.maxTotalBytes) {
          resolve('too-large');
          return;
        }
        drain(zip, entry).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch {
    // A bad header, an unsupported or encrypted entry, or one that inflates past its size.
    return 'unreadable';
  } finally {
    zip.close();
  }
}
