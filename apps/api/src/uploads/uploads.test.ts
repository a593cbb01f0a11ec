import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RequestError } from '../errors';
import { recordFiles, withStoredFiles } from './contract-files';
import { DOCUMENT_TYPES, IMAGE_TYPES, sniffType } from './file-types';
import { localFolderStorage, newStorageKey } from './storage';
import { stripJpeg, stripMetadata, stripPng, stripWebp } from './strip-metadata';
import { deflateSync } from 'node:zlib';
import { activePdfNames } from './pdf-actions';
import { jpeg, pdf, png, SECRET, webp } from './test-images';
import { checkFile, MAX_FILE_BYTES } from './upload-form';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('file type by content', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(sniffType(jpeg())).toBe('image/jpeg');
    expect(sniffType(png())).toBe('image/png');
    expect(sniffType(webp())).toBe('image/webp');
    expect(sniffType(pdf())).toBe('application/pdf');
  });

  it('knows nothing else, whatever the name would say', () => {
    expect(sniffType(Buffer.from('MZ\x90\x00 this is an exe', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('metadata stripping', () => {
  it('removes EXIF, XMP, ICC and comments from a JPEG and keeps the picture bytes', () => {
    const clean = stripJpeg(jpeg());
    expect(clean).not.toBeNull();
    expect(has(clean as Buffer, SECRET)).toBe(false);
    expect(has(clean as Buffer, 'Exif')).toBe(false);
    expect(clean).toEqual(jpeg(false));
  });

  it('removes tEXt, eXIf and iCCP chunks from a PNG', () => {
    const clean = stripPng(png()) as Buffer;
    expect(has(clean, 'tEXt') || has(clean, 'eXIf') || has(clean, 'iCCP')).toBe(false);
    expect(clean).toEqual(png(false));
  });

  it('removes EXIF, XMP and ICCP from a WebP and clears their VP8X flags', () => {
    const clean = stripWebp(webp()) as Buffer;
    expect(has(clean, SECRET)).toBe(false);
    expect(clean.toString('latin1', 12, 16)).toBe('VP8X');
    expect(clean[20] & 0x2c).toBe(0);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(has(clean, 'VP8L')).toBe(true);
  });

  it('leaves a clean image as it is, and a PDF untouched', () => {
    expect(stripMetadata('image/jpeg', jpeg(false))).toEqual(jpeg(false));
    expect(stripMetadata('image/png', png(false))).toEqual(png(false));
    expect(stripMetadata('application/pdf', pdf())).toEqual(pdf());
  });

  it('refuses structures it cannot walk (cut short, lengths past the end)', () => {
    expect(stripJpeg(jpeg().subarray(0, 30))).toBeNull();
    expect(stripPng(png().subarray(0, png().length - 5))).toBeNull();
    const bad = Buffer.from(webp());
    bad.writeUInt32LE(9999, 16);
    expect(stripWebp(bad)).toBeNull();
  });
});

describe('nothing after a JPEG end marker', () => {
  const TAIL = Buffer.from('PK\x03\x04 a zip appended to the photo', 'latin1');

  it('cuts the bytes after FFD9, whether metadata was there or not', () => {
    expect(stripJpeg(Buffer.concat([jpeg(), TAIL]))).toEqual(jpeg(false));
    expect(stripJpeg(Buffer.concat([jpeg(false), TAIL]))).toEqual(jpeg(false));
    const stored = checkFile('photo', Buffer.concat([jpeg(), TAIL, jpeg()]), IMAGE_TYPES).bytes;
    expect(stored).toEqual(jpeg(false));
    expect(has(stored, 'PK')).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('walks the scan data: stuffed FF00 and restart markers are picture, a later scan is kept', () => {
    const clean = jpeg(false);
    const eoi = clean.length - 2;
    // The scan data with a stuffed byte and a restart marker, then a second scan after a table.
    const data = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
    const table = Buffer.from([0xff, 0xdd, 0x00, 0x04, 0x00, 0x00]);
    const scan2 = Buffer.from('ffda0008010100003f00', 'hex');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 2 + SECRET.length]), Buffer.from(SECRET)]);
    const body = (extra: Buffer[]) =>
      Buffer.concat([clean.subarray(0, eoi), data, table, ...extra, scan2, data, Buffer.from([0xff, 0xd9])]);
    expect(stripJpeg(Buffer.concat([body([comment]), TAIL]))).toEqual(body([]));
  });

  it('refuses a JPEG cut short in its scan (no end marker)', () => {
    expect(stripJpeg(jpeg(false).subarray(0, jpeg(false).length - 2))).toBeNull();
  });
});

describe('active PDFs', () => {
  const doc = (catalog: string) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n` +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
  const objectStream = (content: string) => {
    const packed = deflateSync(Buffer.from(content, 'latin1'));
    return Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
  };
  const codeOf = (bytes: Buffer) => {
    try {
      checkFile('work_book', bytes, DOCUMENT_TYPES);
    } catch (error) {
      const e = error as RequestError;
      return [e.statusCode, e.code, e.details];
    }
    return null;
  };

  it.each([
    [
      'a script on opening',
      '/OpenAction<</S/JavaScript/JS(app.alert(1))>>',
      ['JS', 'JavaScript', 'OpenAction'],
    ],
    ['additional actions', '/AA<</O<</S/Launch/F(cmd.exe)>>>>', ['AA', 'Launch']],
    ['a name written with #xx escapes', '/Open#41ction 5 0 R', ['OpenAction']],
    ['a script name with an escape', '/Names<</J#53 6 0 R>>', ['JS']],
  ])('refuses %s with 415 active_pdf', (_what, catalog, names) => {
    expect(codeOf(doc(catalog))).toEqual([415, 'active_pdf', { field: 'work_book', names }]);
  });

  it('finds an action inside a compressed object stream', () => {
    expect(activePdfNames(objectStream('5 0 <</S/JavaScript/JS(app.alert(1))>>'))).toEqual([
      'JS',
      'JavaScript',
    ]);
    expect(codeOf(objectStream('5 0 <</S/JavaScript>>'))?.[1]).toBe('active_pdf');
    expect(activePdfNames(objectStream('5 0 <</Type/Font/Subtype/Type1>>'))).toEqual([]);
  });

  it('keeps a plain PDF, and names that only begin like an action (/AAPL, /JSON, /Launcher)', () => {
    expect(codeOf(pdf())).toBeNull();
    expect(activePdfNames(doc('/Metadata<</AAPL 1/JSON 2/Launcher 3/Lang(uz)>>'))).toEqual([]);
    expect(codeOf(doc('/Lang(uz)'))).toBeNull();
  });
});

describe('checkFile', () => {
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return [
        (error as RequestError).statusCode,
        (error as RequestError).code,
        (error as RequestError).details,
      ];
    }
    return null;
  };

  it('gives the clean bytes of an accepted file', () => {
    const file = checkFile('photo', jpeg(), IMAGE_TYPES);
    expect(file).toMatchObject({ field: 'photo', type: 'image/jpeg' });
    expect(has(file.bytes, SECRET)).toBe(false);
  });

  it('refuses a PDF where only images go, an unknown type, an empty or a too large file', () => {
    expect(codeOf(() => checkFile('photo', pdf(), IMAGE_TYPES))).toEqual([
      415,
      'unsupported_file_type',
      { field: 'photo' },
    ]);
    expect(checkFile('work_book', pdf(), DOCUMENT_TYPES).type).toBe('application/pdf');
    expect(codeOf(() => checkFile('photo', Buffer.from('hello'), IMAGE_TYPES))?.[1]).toBe(
      'unsupported_file_type',
    );
    expect(codeOf(() => checkFile('photo', Buffer.alloc(0), IMAGE_TYPES))?.[1]).toBe('empty_file');
    const big = Buffer.concat([jpeg(), Buffer.alloc(MAX_FILE_BYTES)]);
    expect(codeOf(() => checkFile('photo', big, IMAGE_TYPES))).toEqual([
      413,
      'file_too_large',
      { field: 'photo' },
    ]);
    expect(codeOf(() => checkFile('photo', jpeg().subarray(0, 30), IMAGE_TYPES))?.[1]).toBe(
      'unreadable_file',
    );
  });
});

describe('storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'polis-uploads-unit-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const filesIn = async (): Promise<string[]> =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);

  it('puts, gets and removes by key, and refuses keys it did not make', async () => {
    const storage = localFolderStorage(dir);
    const key = newStorageKey('png');
    await storage.put(key, png(false));
    expect(await storage.get(key)).toEqual(png(false));
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Not an upload storage key/);
  });

  it('removes every written file when the work after them fails', async () => {
    const storage = localFolderStorage(dir);
    const files = [checkFile('photo', jpeg(), IMAGE_TYPES), checkFile('passport_photo', png(), IMAGE_TYPES)];
    await expect(
      withStoredFiles(storage, files, async (stored) => {
        expect(stored).toHaveLength(2);
        expect(await filesIn()).toHaveLength(2);
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await filesIn()).toEqual([]);
  });

  it('removes the first file when the second cannot be written', async () => {
    const storage = localFolderStorage(dir);
    let puts = 0;
    const failing = {
      ...storage,
      put: async (key: string, bytes: Buffer) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await storage.put(key, bytes);
      },
    };
    const files = [checkFile('photo', jpeg(), IMAGE_TYPES), checkFile('passport_photo', png(), IMAGE_TYPES)];
    const work = jest.fn();
    await expect(withStoredFiles(failing, files, work)).rejects.toThrow('disk full');
    expect(work).not.toHaveBeenCalled();
    expect(await filesIn()).toEqual([]);
  });

  it('records nothing for no files', async () => {
    const insertInto = jest.fn();
    await recordFiles({ insertInto } as never, 1, []);
    expect(insertInto).not.toHaveBeenCalled();
  });
});
