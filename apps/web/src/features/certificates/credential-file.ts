import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// A credential chosen as a file: read in the browser, its text checked as pasted text is.

/** The download's type and name (`iqra-certificate-<code>.jwt`), for the file picker. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file picker's accepted types
export const CREDENTIAL_FILE_TYPES = '.jwt,application/vc+jwt';

/** The most the API reads of a request's body: a file larger holds no credential it takes. */
const MOST_BYTES = 64 * 1024;

export const FILE_TOO_LARGE = msg`This file is too large to be a credential. Choose the .jwt file downloaded from a certificate’s page.`;
export const FILE_NOT_TEXT = msg`This file holds no credential. Choose the .jwt file downloaded from a certificate’s page.`;
export const FILE_UNREADABLE = msg`This file could not be read. Choose it again.`;

/** A credential is plain text (base64url and dots): a PDF or a picture holds other bytes. */
const NOT_PLAIN_TEXT = /[^\t\n\r\x20-\x7e]/;

/** The file's text, trimmed, or why it cannot be a credential. */
export async function readCredentialFile(
  file: Pick<Blob, 'size' | 'text'>,
): Promise<{ text: string; error?: never } | { error: MessageDescriptor; text?: never }> {
  if (file.size > MOST_BYTES) return { error: FILE_TOO_LARGE };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { error: FILE_UNREADABLE };
  }
  // An editor may have saved it with a byte-order mark.
  text = text.replace(/^\uFEFF/, '').trim();
  if (!text || NOT_PLAIN_TEXT.test(text)) return { error: FILE_NOT_TEXT };
  return { text };
}
