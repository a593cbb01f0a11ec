import { deflateSync } from 'node:zlib';

/**
 * Small real images for the upload tests, each with the metadata a phone camera writes (a GPS position in
 * EXIF, an XMP packet, an ICC profile), so the tests can see it go.
 */
export const SECRET = 'GPS 41.2995N 69.2401E';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 2x2 RGB PNG; with metadata: tEXt, eXIf and iCCP chunks. */
export function png(withMetadata = true): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.from([0, 255, 128, 0, 0, 128, 255, 0, 40, 200, 40, 250, 250, 250]);
  const meta = withMetadata
    ? [
        pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
        pngChunk('eXIf', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
        pngChunk('iCCP', Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(Buffer.from(SECRET))])),
      ]
    : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...meta,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 baseline JPEG (JFIF, tables, frame, scan). */
const JPEG_BODY = Buffer.from(
  'ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c28' +
    '37292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000' +
    '000000000102030405060708090a0bffc400b5100002010303020403050504040000017d0102030004110512213141061351' +
    '6107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a' +
    '535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2' +
    'b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008' +
    '010100003f00fbd3ffd9',
  'hex',
);

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** A JPEG; with metadata: APP1 EXIF, APP1 XMP, APP2 ICC and a comment. */
export function jpeg(withMetadata = true): Buffer {
  const jfif = segment(0xe0, Buffer.from('4a46494600010100000100010000', 'hex'));
  const meta = withMetadata
    ? [
        segment(0xe1, Buffer.from(`Exif\0\0MM\0*${SECRET}`, 'latin1')),
        segment(
          0xe1,
          Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`, 'latin1'),
        ),
        segment(0xe2, Buffer.from(`ICC_PROFILE\0\x01\x01${SECRET}`, 'latin1')),
        segment(0xfe, Buffer.from(SECRET, 'latin1')),
      ]
    : [];
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, ...meta, JPEG_BODY]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A 1x1 lossless WebP; with metadata: VP8X with the EXIF, XMP and ICC flags and those chunks. */
export function webp(withMetadata = true): Buffer {
  const vp8l = riffChunk('VP8L', Buffer.from('2f000000100710111188 88fe0700'.replace(/ /g, ''), 'hex'));
  let chunks: Buffer[];
  if (withMetadata) {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x20 | 0x08 | 0x04;
    chunks = [
      riffChunk('VP8X', vp8x),
      riffChunk('ICCP', Buffer.from(SECRET, 'latin1')),
      vp8l,
      riffChunk('EXIF', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
      riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${SECRET}</x:xmpmeta>`, 'latin1')),
    ];
  } else {
    chunks = [vp8l];
  }
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

/** A one-page PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export interface FilePart {
  readonly field: string;
  readonly bytes: Buffer;
  readonly filename?: string;
  readonly type?: string;
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipartBody(
  fields: Readonly<Record<string, string | number | undefined>>,
  files: readonly FilePart[],
  boundary = '----polis-upload-test',
): { payload: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
