import { apiDownload } from './api-client.ts';

/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename*=UTF-8''…` first,
 * then `filename="…"` or a bare `filename=…`; any path in it is dropped.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /filename\s*=\s*([^;"\s]+)/i.exec(header);
    name = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** Hands a Blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an attachment of the API with the bearer token, named as the server names it. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, disposition } = await apiDownload(path);
  const filename = filenameFromDisposition(disposition, fallbackName);
  saveBlob(blob, filename);
  return filename;
}
