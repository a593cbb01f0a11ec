/**
 * What a file is, read from its first bytes (its "magic"), never from its name or the type the browser
 * declared: a renamed executable stays an executable.
 */
export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export const IMAGE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_TYPES: readonly UploadType[] = [...IMAGE_TYPES, 'application/pdf'];

export const EXTENSION: Readonly<Record<UploadType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The type the bytes say, or null when they are none of the accepted types. */
export function sniffType(bytes: Buffer): UploadType | null {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
