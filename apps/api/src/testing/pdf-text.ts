import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/** A font's ToUnicode map (pdf-lib writes one `bfchar` entry per glyph of the subset): glyph id -> text. */
function toUnicode(stream: PDFRawStream): Map<string, string> {
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const glyphs = new Map<string, string>();
  for (const [, gid, utf16] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const bytes = Buffer.from(utf16, 'hex');
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += String.fromCharCode(bytes.readUInt16BE(i));
    glyphs.set(gid.toLowerCase(), text);
  }
  return glyphs;
}

const streamsOf = (doc: PDFDocument, contents: PDFObject | undefined): PDFRawStream[] => {
  const resolved = contents && doc.context.lookup(contents);
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(doc, item));
  return [];
};

/**
 * The text a PDF of ours shows, one drawn line per line, read back through each font's ToUnicode map: what a
 * reader copies out of it. A character the embedded font lacks would come back as nothing, so a test on this text
 * also tells that every letter was drawn.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const unicode = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
      if (unicode instanceof PDFRawStream) maps.set(name.asString(), toUnicode(unicode));
    }
    for (const stream of streamsOf(doc, page.node.get(PDFName.of('Contents')))) {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      let glyphs = new Map<string, string>();
      for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (font) glyphs = maps.get(font) ?? new Map();
        else {
          const ids = hex.toLowerCase().match(/.{4}/g) ?? [];
          lines.push(ids.map((id) => glyphs.get(id) ?? '\uFFFD').join(''));
        }
      }
    }
  }
  return lines;
}
