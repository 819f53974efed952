/**
 * Title files are UTF-8. A file in another encoding is refused with its position and a word on
 * what it looks like, instead of being read with U+FFFD in place of every odd byte (or, for
 * UTF-16, as a document that "must be a mapping").
 */

export interface EncodingProblem {
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly hint: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's text, or where and why it is not UTF-8. A UTF-8 byte order mark is dropped. */
export function decodeText(bytes: Uint8Array): { text: string } | { problem: EncodingProblem } {
  const utf16 = utf16Kind(bytes);
  if (utf16) {
    return {
      problem: { line: 1, col: 1, message: `the file is ${utf16}, not UTF-8`, hint: 'save it as UTF-8 (most editors offer the encoding in their save dialog or status bar)' },
    };
  }
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    return { problem: invalidAt(bytes) };
  }
}

/** UTF-16 by its byte order mark, or by the zero bytes of ASCII text in UTF-16 without one. */
function utf16Kind(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16 (little-endian)';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16 (big-endian)';
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0) return 'UTF-16 (little-endian, without a byte order mark)';
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] !== 0 && bytes[2] === 0 && bytes[3] !== 0) return 'UTF-16 (big-endian, without a byte order mark)';
  return undefined;
}

/** Length of the UTF-8 sequence starting at `i`, or 0 when it is not a valid one. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  if (b < 0x80) return 1;
  const need = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (need === 0 || i + need > bytes.length) return 0;
  for (let k = 1; k < need; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  // Overlong forms, surrogates and code points past U+10FFFF.
  if (b === 0xe0 && bytes[i + 1] < 0xa0) return 0;
  if (b === 0xed && bytes[i + 1] >= 0xa0) return 0;
  if (b === 0xf0 && bytes[i + 1] < 0x90) return 0;
  if (b === 0xf4 && bytes[i + 1] >= 0x90) return 0;
  return need;
}

function invalidAt(bytes: Uint8Array): EncodingProblem {
  let line = 1;
  let col = 1;
  for (let i = 0; i < bytes.length; ) {
    const length = sequenceLength(bytes, i);
    if (length === 0) {
      const byte = bytes[i].toString(16).toUpperCase().padStart(2, '0');
      const latin = bytes[i] >= 0xa0;
      return {
        line,
        col,
        message: `the file is not valid UTF-8: byte 0x${byte} cannot start or continue a character here`,
        hint: latin ? 'the file looks like Latin-1 or Windows-1252; save it as UTF-8' : 'save the file as UTF-8',
      };
    }
    if (bytes[i] === 0x0a) {
      line++;
      col = 1;
    } else col++;
    i += length;
  }
  return { line, col, message: 'the file is not valid UTF-8', hint: 'save the file as UTF-8' };
}
