import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { InterfaceLang } from '@polis/api-contract';
import type { ContractDetails } from '../contracts/contract-service';
import { formatDate, formatUzs } from '../contracts/format';
import { textIn } from '../http/lang-texts';
import { inLanguages, policyFacts, type Localised } from './policy-facts';
import { changeName, type VersionFacts } from './policy-versions-view';

export interface PolicyPdfInput {
  readonly insurer: string;
  readonly series: string;
  readonly number: string;
  readonly productName: Localised;
  /** In full: the PDF is reached only through its signed link (the verification page prints initials). */
  readonly holder: string;
  readonly details: ContractDetails;
  readonly premiumUzs: number;
  /** YYYY-MM-DD. */
  readonly validFrom: string;
  readonly validTo: string;
  readonly issuedOn: string;
  readonly verifyUrl: string;
  /** The language the contract was bought in: Uzbek in Cyrillic script prints the Uzbek texts in it. */
  readonly lang?: InterfaceLang | null;
  /** A changed policy (issue 27): its current version and the history of its changes. */
  readonly version?: VersionFacts;
}

/** Uzbek and Russian, as the insurer's paper forms print them, with English for visitors. */
export const PDF_LANGS: readonly InterfaceLang[] = ['uz', 'ru', 'en'];
/** The same with the Uzbek in Cyrillic script, for a contract bought in it. */
const CYRILLIC_PDF_LANGS: readonly InterfaceLang[] = ['uz-cyrl', 'ru', 'en'];
const pdfLangs = (lang: InterfaceLang | null | undefined) =>
  lang === 'uz-cyrl' ? CYRILLIC_PDF_LANGS : PDF_LANGS;

const LABELS = {
  insurer: { uz: 'Sugʻurtalovchi', ru: 'Страховщик', en: 'Insurer' },
  product: { uz: 'Sugʻurta turi', ru: 'Вид страхования', en: 'Product' },
  holder: { uz: 'Sugʻurtalanuvchi', ru: 'Страхователь', en: 'Policyholder' },
  period: { uz: 'Amal qilish muddati', ru: 'Срок действия', en: 'Period of cover' },
  premium: { uz: 'Sugʻurta mukofoti', ru: 'Страховая премия', en: 'Premium' },
  issued: { uz: 'Berilgan sana', ru: 'Дата выдачи', en: 'Issued on' },
  version: { uz: 'Versiya', ru: 'Версия', en: 'Version' },
  history: { uz: 'Oʻzgarishlar', ru: 'Изменения', en: 'Changes' },
} as const satisfies Record<string, Localised>;

const TEXTS = {
  title: { uz: 'SUGʻURTA POLISI', ru: 'СТРАХОВОЙ ПОЛИС', en: 'INSURANCE POLICY' },
  company: { uz: 'Sugʻurta kompaniyasi', ru: 'Страховая компания', en: 'Insurance company' },
  verify: { uz: 'Haqiqiyligini tekshirish', ru: 'Проверка подлинности', en: 'Verify' },
  footer: {
    uz: 'Polis elektron shaklda berilgan va QR-kod orqali tekshiriladi.',
    ru: 'Полис выдан в электронной форме и проверяется по QR-коду.',
    en: 'This policy is issued electronically and can be verified by its QR code.',
  },
} as const satisfies Record<string, Localised>;

/** The page's fixed texts in the policy's languages. */
function fixedTexts(langs: readonly InterfaceLang[]) {
  const each = (text: Localised) => langs.map((lang) => textIn(text, lang));
  return {
    title: each(TEXTS.title).join(' · '),
    company: each(TEXTS.company).join(' · '),
    verify: each(TEXTS.verify),
    footer: each(TEXTS.footer).join(' '),
  };
}

/** One labelled box of the policy: its label and its value lines (wrapped when drawn). */
export interface PolicyCell {
  readonly label: string;
  readonly lines: readonly string[];
}

/** A value in the PDF's languages on one line when it is short, else one line per language. */
function valueLines(value: Localised, maxChars: number, langs: readonly InterfaceLang[]): string[] {
  const line = inLanguages(value, langs);
  return line.length <= maxChars ? [line] : [...new Set(langs.map((lang) => textIn(value, lang)))];
}

/**
 * What the policy prints, row by row (one or two cells a row): the pure part of the PDF, tested on its own.
 * Short facts share a row; wide ones (an address, a list) take one. The order id is not printed: it opens the
 * contract's pre-fill, so it stays between the buyer and the site.
 */
export function policyRows(input: PolicyPdfInput): PolicyCell[][] {
  const facts = policyFacts(input.details);
  const langs = pdfLangs(input.lang);
  const cell = (label: Localised, lines: readonly string[]): PolicyCell => ({
    label: inLanguages(label, langs),
    lines,
  });
  const rows: PolicyCell[][] = [
    [cell(LABELS.insurer, [input.insurer])],
    [
      cell(
        LABELS.product,
        langs.map((lang) => textIn(input.productName, lang)),
      ),
    ],
    [cell(LABELS.holder, [input.holder || '—'])],
    [
      cell(LABELS.period, [`${formatDate(input.validFrom)} — ${formatDate(input.validTo)}`]),
      cell(LABELS.premium, [`${formatUzs(input.premiumUzs)} UZS`]),
    ],
  ];
  let pending: PolicyCell | null = null;
  for (const fact of facts) {
    const printed = cell(fact.label, valueLines(fact.value, fact.wide ? 80 : 36, langs));
    if (fact.wide) rows.push([printed]);
    else if (pending) {
      rows.push([pending, printed]);
      pending = null;
    } else pending = printed;
  }
  if (pending) rows.push([pending]);
  const issued = cell(LABELS.issued, [formatDate(input.issuedOn)]);
  if (!input.version) rows.push([issued]);
  else {
    const { number, date, history } = input.version;
    const day = formatDate(date);
    const current: Localised = {
      uz: `${number}-versiya, ${day}`,
      ru: `версия ${number} от ${day}`,
      en: `version ${number} of ${day}`,
    };
    rows.push([issued, cell(LABELS.version, [inLanguages(current, langs)])]);
    // One page: the changes run on as one paragraph in the policy's own language (the label is in all three).
    const lang = langs[0];
    const changes = history.map(
      (v) => `${v.number}. ${formatDate(v.date)} ${textIn(changeName(v.change), lang)}`,
    );
    rows.push([cell(LABELS.history, [changes.join('; ')])]);
  }
  return rows;
}

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/**
 * DejaVu Sans covers Latin, Cyrillic and the Uzbek ʻ (U+02BB). Resolved from the working directory's
 * node_modules, which holds for `npm start`, `nx test` and the bundle alike; POLIS_FONT_DIR overrides it.
 */
export function loadFonts() {
  fontFiles ??= (async () => {
    const dir =
      process.env.POLIS_FONT_DIR ||
      path.join(
        path.dirname(
          createRequire(path.join(process.cwd(), 'index.js')).resolve('dejavu-fonts-ttf/package.json'),
        ),
        'ttf',
      );
    const [regular, bold] = await Promise.all([
      readFile(path.join(dir, 'DejaVuSans.ttf')),
      readFile(path.join(dir, 'DejaVuSans-Bold.ttf')),
    ]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontFiles = undefined;
    throw error;
  });
  return fontFiles;
}

/** Widths at size 1 by font (its name without pdf-lib's random suffix: `DejaVuSans`, `DejaVuSans-Bold`). */
const charWidths = new Map<string, Map<string, number>>();

/**
 * Width of a text as the sum of its characters' widths, each measured once per font file: pdf-lib measures
 * through fontkit's full layout, about 3 ms a call, which made wrapping a page of rules take a second.
 * Kerning is left out; wrapping keeps a 1 % margin for it.
 */
export function measureText(text: string, font: PDFFont, size: number): number {
  const key = font.name.replace(/-\d+$/, '');
  let widths = charWidths.get(key);
  if (!widths) charWidths.set(key, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1)));
    total += width;
  }
  return total * size;
}

/** Lines of at most `width`; a word longer than a line (a long token in an address) is cut where it must be. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => measureText(candidate, font, size) <= width * 0.99;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of Array.from(word)) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const BRAND = rgb(0.05, 0.36, 0.8);

/** A4 policy with the embedded fonts and a QR code of the verification URL. */
export async function renderPolicyPdf(input: PolicyPdfInput): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const texts = fixedTexts(pdfLangs(input.lang));
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${input.series} ${input.number}`);
  pdf.setAuthor(input.insurer);
  pdf.setCreationDate(new Date(`${input.issuedOn}T00:00:00Z`));
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const margin = 48;
  const textWidth = width - margin * 2;

  page.drawRectangle({ x: 0, y: height - 92, width, height: 92, color: BRAND });
  page.drawText(input.insurer, { x: margin, y: height - 52, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(texts.company, {
    x: margin,
    y: height - 74,
    size: 10,
    font: regular,
    color: rgb(0.88, 0.93, 1),
  });

  let y = height - 130;
  page.drawText(texts.title, { x: margin, y, size: 11, font: bold, color: MUTED });
  y -= 34;
  page.drawText(`${input.series} № ${input.number}`, { x: margin, y, size: 28, font: bold, color: INK });
  y -= 30;

  const qrSize = 132;
  const qrPng = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 400,
    errorCorrectionLevel: 'M',
  });
  const qr = await pdf.embedPng(qrPng);
  const qrTop = height - 130;
  page.drawImage(qr, { x: width - margin - qrSize, y: qrTop - qrSize, width: qrSize, height: qrSize });
  let captionY = qrTop - qrSize - 10;
  for (const line of texts.verify) {
    const size = 7;
    const x = width - margin - qrSize / 2 - regular.widthOfTextAtSize(line, size) / 2;
    page.drawText(line, { x, y: captionY, size, font: regular, color: MUTED });
    captionY -= 9;
  }
  const qrBottom = captionY;

  const footerTop = 96;
  for (const row of policyRows(input)) {
    // Rows that start beside the QR code keep clear of it; the rest use the full width.
    const rowWidth = y > qrBottom ? textWidth - qrSize - 20 : textWidth;
    const cellWidth = row.length === 1 ? rowWidth : (rowWidth - 16) / 2;
    let lowest = y;
    row.forEach(({ label, lines }, i) => {
      const x = margin + i * (cellWidth + 16);
      let cellY = y;
      for (const labelLine of wrap(label, regular, 7.5, cellWidth)) {
        page.drawText(labelLine, { x, y: cellY, size: 7.5, font: regular, color: MUTED });
        cellY -= 12;
      }
      for (const value of lines) {
        for (const line of wrap(value, bold, 11, cellWidth)) {
          page.drawText(line, { x, y: cellY, size: 11, font: bold, color: INK });
          cellY -= 14;
        }
      }
      lowest = Math.min(lowest, cellY);
    });
    y = lowest - 2;
    page.drawLine({
      start: { x: margin, y: y + 4 },
      end: { x: margin + rowWidth, y: y + 4 },
      thickness: 0.5,
      color: rgb(0.86, 0.88, 0.92),
    });
    y -= 12;
    // Details are a handful of facts; should a product send many, the page ends before the footer.
    if (y < footerTop + 40) break;
  }

  let footerY = footerTop - 24;
  for (const line of wrap(texts.footer, regular, 7.5, textWidth)) {
    page.drawText(line, { x: margin, y: footerY, size: 7.5, font: regular, color: MUTED });
    footerY -= 10;
  }
  page.drawText(input.verifyUrl, { x: margin, y: footerY - 4, size: 8, font: regular, color: BRAND });
  return pdf.save();
}
