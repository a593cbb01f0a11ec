import type { UploadType } from './file-types';

/**
 * Removes what a camera or an editor writes beside the picture: EXIF (GPS position, device, time), XMP,
 * IPTC, ICC profiles and comments. The image data itself is copied byte for byte (no re-encoding), so
 * the picture looks the same. A file whose structure cannot be walked is refused (`null`): what cannot be
 * cleaned is not stored.
 */
export function stripMetadata(type: UploadType, bytes: Buffer): Buffer | null {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    case 'application/pdf':
      // A document, kept as the customer sent it (its structure is checked by the type only).
      return bytes;
  }
}

/** JPEG markers kept before the scan: frame, tables, restart interval, JFIF (APP0) and Adobe (APP14). */
const JPEG_DROPPED = (marker: number) =>
  (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe;

export function stripJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes: any number of 0xFF before a marker.
    let m = at + 1;
    while (m < bytes.length && bytes[m] === 0xff) m += 1;
    if (m >= bytes.length) return null;
    const marker = bytes[m];
    const segmentStart = m - 1;
    if (marker === 0xd9) {
      kept.push(bytes.subarray(segmentStart, m + 1));
      return Buffer.concat(kept);
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(segmentStart, m + 1));
      at = m + 1;
      continue;
    }
    if (m + 3 > bytes.length) return null;
    const length = bytes.readUInt16BE(m + 1);
    const end = m + 1 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      // Start of scan: the compressed data and what follows (further scans, EOI) are the picture, up to
      // the end marker; nothing after FFD9 is kept (a file appended to a photo does not travel with it).
      kept.push(bytes.subarray(segmentStart, end));
      return scanThroughEnd(bytes, end, kept);
    }
    if (!JPEG_DROPPED(marker)) kept.push(bytes.subarray(segmentStart, end));
    at = end;
  }
  return null;
}

/**
 * From the first scan's data to the end marker (FFD9), which ends the kept bytes. In the scan data FF is
 * followed by 00 (a stuffed byte), a restart marker (D0-D7) or more FF (fill); any other marker between
 * scans (tables, the next SOS) has a length and is copied, or dropped when it is metadata (APPn, COM).
 * No end marker: the file is cut short and refused (`null`).
 */
function scanThroughEnd(bytes: Buffer, from: number, kept: Buffer[]): Buffer | null {
  let copyFrom = from;
  let at = from;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    let m = at + 1;
    while (m < bytes.length && bytes[m] === 0xff) m += 1;
    if (m >= bytes.length) return null;
    const marker = bytes[m];
    if (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) {
      at = m + 1;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(copyFrom, m + 1));
      return Buffer.concat(kept);
    }
    if (m + 3 > bytes.length) return null;
    const length = bytes.readUInt16BE(m + 1);
    const end = m + 1 + length;
    if (length < 2 || end > bytes.length) return null;
    if (JPEG_DROPPED(marker)) {
      kept.push(bytes.subarray(copyFrom, at));
      copyFrom = end;
    }
    at = end;
  }
  return null;
}

/** PNG chunks of text, time, EXIF and colour profile; every other chunk (and its CRC) is copied. */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME', 'iCCP']);

export function stripPng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 + 12) return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  let sawEnd = false;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  return sawEnd ? Buffer.concat(kept) : null;
}

/** WebP (RIFF) chunks of metadata; VP8X's flags for them are cleared so readers do not look for them. */
const WEBP_DROPPED = new Set(['EXIF', 'XMP ', 'ICCP']);
const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

export function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 20) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const kept: Buffer[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) return null;
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (type === 'VP8X' && size >= 10) {
      const chunk = Buffer.from(bytes.subarray(at, end));
      chunk[8] &= ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (!WEBP_DROPPED.has(type)) {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
