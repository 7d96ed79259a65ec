import { describe, expect, it } from 'vitest';
import {
  FILE_NOT_TEXT,
  FILE_TOO_LARGE,
  FILE_UNREADABLE,
  readCredentialFile,
} from './credential-file.ts';

// A credential chosen as a file is read in the browser before anything is sent: its text as
// the field would hold it pasted, or why the file holds none.

const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJpZCI6Imh0dHBzOi8vZXhhbXBsZSJ9.c2lnbmF0dXJl';

/**
 * A chosen file as the browser gives it: its size in bytes and its text read as UTF-8 (jsdom's
 * Blob cannot read its text).
 */
function fileOf(content: string | Uint8Array): Pick<Blob, 'size' | 'text'> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { size: bytes.length, text: async () => new TextDecoder().decode(bytes) };
}

describe('a credential chosen as a file', () => {
  it('is its text, without the line end or an editor’s byte-order mark', async () => {
    expect(await readCredentialFile(fileOf(JWT))).toEqual({ text: JWT });
    expect(await readCredentialFile(fileOf(`\uFEFF${JWT}\r\n`))).toEqual({ text: JWT });
  });

  it('is refused when it is empty, or not plain text as a picture or a PDF is', async () => {
    expect(await readCredentialFile(fileOf(' \n'))).toEqual({ error: FILE_NOT_TEXT });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
    expect(await readCredentialFile(fileOf(png))).toEqual({ error: FILE_NOT_TEXT });
    expect(await readCredentialFile(fileOf(`${JWT} é`))).toEqual({ error: FILE_NOT_TEXT });
  });

  it('is refused unread when it is larger than the API takes', async () => {
    const unread = () => Promise.reject(new Error('read'));
    const large = { size: 64 * 1024 + 1, text: unread };
    expect(await readCredentialFile(large)).toEqual({ error: FILE_TOO_LARGE });
    expect(await readCredentialFile(fileOf('a'.repeat(64 * 1024)))).toEqual({
      text: 'a'.repeat(64 * 1024),
    });
  });

  it('says so when the browser cannot read it (moved or deleted since it was chosen)', async () => {
    const gone = { size: 10, text: () => Promise.reject(new Error('NotReadableError')) };
    expect(await readCredentialFile(gone)).toEqual({ error: FILE_UNREADABLE });
  });
});
