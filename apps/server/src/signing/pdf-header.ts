/**
 * A PDF's first line names its version, `%PDF-1.7` (ISO 32000: `%PDF-` then major.minor). Checked
 * before the parser sees the file: a header followed by a megabyte of digits kept pdf-lib busy for
 * seconds.
 */
export function hasPdfHeader(content: Uint8Array): boolean {
  const head = Buffer.from(content.buffer, content.byteOffset, Math.min(content.byteLength, 16)).toString(
    'latin1',
  );
  return /^%PDF-\d\.\d(\s|%)/.test(head);
}
