import { createHash } from 'node:crypto';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadFonts, wrap } from '../policies/policy-pdf';
import type { RulesDoc } from './rules-text/rules-doc';

/** One line of a laid-out document: the text, its font and size, and the space above it. */
export interface RulesLine {
  readonly text: string;
  readonly style: 'title' | 'heading' | 'body';
  readonly gapBefore: number;
}

const STYLE = {
  title: { size: 17, leading: 22, bold: true },
  heading: { size: 11.5, leading: 16, bold: true },
  body: { size: 9.5, leading: 13.5, bold: false },
} as const;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const BRAND = rgb(0.05, 0.36, 0.8);

/** The document as wrapped lines (pure: the layout the test reads). */
export function rulesLines(
  doc: RulesDoc,
  fonts: { regular: PDFFont; bold: PDFFont },
  width: number,
): RulesLine[] {
  const lines: RulesLine[] = [];
  const add = (text: string, style: RulesLine['style'], gapBefore: number) => {
    const { size, bold } = STYLE[style];
    wrap(text, bold ? fonts.bold : fonts.regular, size, width).forEach((line, i) =>
      lines.push({ text: line, style, gapBefore: i === 0 ? gapBefore : 0 }),
    );
  };
  add(doc.title, 'title', 0);
  for (const section of doc.sections) {
    add(section.heading, 'heading', 14);
    section.paragraphs.forEach((paragraph) => add(paragraph, 'body', 5));
  }
  return lines;
}

/** A4 pages with the policy's embedded font (Latin, Cyrillic, ʻ and ʼ), a running header and page numbers. */
export async function renderRulesPdf(doc: RulesDoc, insurer: string): Promise<Uint8Array> {
  const files = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(doc.title);
  pdf.setAuthor(insurer);
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  // Plain text needs no kerning or ligatures, and fontkit's shaping of them is what makes drawing slow.
  const features = { kern: false, liga: false, calt: false, clig: false, ccmp: false, locl: false };
  const regular = await pdf.embedFont(files.regular, { subset: true, features });
  const bold = await pdf.embedFont(files.bold, { subset: true, features });
  const width = A4[0] - MARGIN * 2;
  const top = A4[1] - MARGIN - 18;

  const pages: PDFPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = top;
  for (const line of rulesLines(doc, { regular, bold }, width)) {
    const style = STYLE[line.style];
    // A heading never ends a page: it moves to the next one with its first lines.
    const needed = line.gapBefore + style.leading + (line.style === 'heading' ? 3 * STYLE.body.leading : 0);
    if (y - needed < MARGIN) {
      page = pdf.addPage(A4);
      pages.push(page);
      y = top;
    } else y -= line.gapBefore;
    y -= style.leading;
    page.drawText(line.text, {
      x: MARGIN,
      y,
      size: style.size,
      font: style.bold ? bold : regular,
      color: line.style === 'title' ? BRAND : INK,
    });
  }
  pages.forEach((p, i) => {
    p.drawText(insurer, { x: MARGIN, y: A4[1] - MARGIN + 8, size: 9, font: bold, color: BRAND });
    const number = `${i + 1} / ${pages.length}`;
    p.drawText(number, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(number, 8),
      y: MARGIN - 28,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

export interface RenderedRules {
  readonly bytes: Buffer;
  /** Strong: a hash of these bytes (pdf-lib names resources at random, so each instance has its own). */
  readonly etag: string;
}

const cache = new Map<string, Promise<RenderedRules>>();

/** Rendered once per key and language per process; a failed render is not cached. */
export function cachedRulesPdf(cacheKey: string, doc: RulesDoc, insurer: string): Promise<RenderedRules> {
  let rendered = cache.get(cacheKey);
  if (!rendered) {
    rendered = renderRulesPdf(doc, insurer).then((pdf) => {
      const bytes = Buffer.from(pdf);
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
    });
    rendered.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, rendered);
  }
  return rendered;
}
