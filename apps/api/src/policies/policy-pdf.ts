import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PaymentLang } from '@polis/api-contract';
import type { ContractDetails } from '../contracts/contract-service';
import { formatDate, formatUzs } from '../contracts/format';

export interface PolicyPdfInput {
  readonly insurer: string;
  readonly series: string;
  readonly number: string;
  readonly productName: Readonly<Record<PaymentLang, string>>;
  /** Already masked. */
  readonly holder: string;
  readonly details: ContractDetails;
  readonly premiumUzs: number;
  /** YYYY-MM-DD. */
  readonly validFrom: string;
  readonly validTo: string;
  readonly issuedOn: string;
  readonly orderId: string;
  readonly verifyUrl: string;
}

/** Labels in Uzbek and Russian, as the insurer's paper forms print them, with English for visitors. */
const LABELS = {
  title: 'SUGʻURTA POLISI · СТРАХОВОЙ ПОЛИС · INSURANCE POLICY',
  insurer: 'Sugʻurtalovchi / Страховщик / Insurer',
  product: 'Sugʻurta turi / Вид страхования / Product',
  holder: 'Sugʻurtalanuvchi / Страхователь / Policyholder',
  period: 'Amal qilish muddati / Срок действия / Period of cover',
  premium: 'Sugʻurta mukofoti / Страховая премия / Premium',
  issued: 'Berilgan sana / Дата выдачи / Issued on',
  order: 'Buyurtma / Заказ / Order',
  verify: 'Haqiqiyligini tekshirish / Проверка подлинности / Verify',
  footer:
    'Polis elektron shaklda berilgan va QR-kod orqali tekshiriladi. Полис выдан в электронной форме и ' +
    'проверяется по QR-коду. This policy is issued electronically and can be verified by its QR code.',
} as const;

/** Known facts of `contracts.details`; other keys are printed under their own name. */
const DETAIL_LABELS: Readonly<Record<string, string>> = {
  plate: 'Davlat raqami / Госномер / Plate',
  gos_number: 'Davlat raqami / Госномер / Plate',
  vehicle: 'Transport vositasi / Транспортное средство / Vehicle',
  model: 'Transport vositasi / Транспортное средство / Vehicle',
  period_months: 'Muddat, oy / Срок, мес. / Term, months',
  drivers: 'Haydovchilar / Водители / Drivers',
  countries: 'Mamlakatlar / Страны / Countries',
  program: 'Dastur / Программа / Programme',
  insured_sum: 'Sugʻurta summasi / Страховая сумма / Sum insured',
  travellers: 'Sayohatchilar / Путешественники / Travellers',
};

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/**
 * DejaVu Sans covers Latin, Cyrillic and the Uzbek ʻ (U+02BB). Resolved from the working directory's
 * node_modules, which holds for `npm start`, `nx test` and the bundle alike; POLIS_FONT_DIR overrides it.
 */
function loadFonts() {
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

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const pairs = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => items.slice(i * 2, i * 2 + 2));

const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const BRAND = rgb(0.05, 0.36, 0.8);

/** A4 policy with the embedded fonts and a QR code of the verification URL. */
export async function renderPolicyPdf(input: PolicyPdfInput): Promise<Uint8Array> {
  const fonts = await loadFonts();
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
  page.drawText('Sugʻurta kompaniyasi · Страховая компания · Insurance company', {
    x: margin,
    y: height - 74,
    size: 10,
    font: regular,
    color: rgb(0.88, 0.93, 1),
  });

  let y = height - 130;
  page.drawText(LABELS.title, { x: margin, y, size: 11, font: bold, color: MUTED });
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
  for (const line of LABELS.verify.split(' / ')) {
    const size = 7;
    const x = width - margin - qrSize / 2 - regular.widthOfTextAtSize(line, size) / 2;
    page.drawText(line, { x, y: captionY, size, font: regular, color: MUTED });
    captionY -= 9;
  }

  // Two cells side by side where both are short, so a long product name still leaves room for the footer.
  const cells = (...pairs: [string, string[]][]) => pairs;
  const rows: [string, string[]][][] = [
    cells([LABELS.insurer, [input.insurer]]),
    cells([LABELS.product, [input.productName.uz, input.productName.ru, input.productName.en]]),
    cells([LABELS.holder, [input.holder || '—']]),
    cells(
      [LABELS.period, [`${formatDate(input.validFrom)} — ${formatDate(input.validTo)}`]],
      [LABELS.premium, [`${formatUzs(input.premiumUzs)} UZS (soʻm / сум)`]],
    ),
    ...pairs(
      Object.entries(input.details)
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]): [string, string[]] => [DETAIL_LABELS[key] ?? key, [String(value)]]),
    ),
    cells([LABELS.issued, [formatDate(input.issuedOn)]], [LABELS.order, [input.orderId]]),
  ];
  const footerTop = 96;
  y = Math.min(y, captionY - 16);
  for (const row of rows) {
    const cellWidth = row.length === 1 ? textWidth : (textWidth - 16) / 2;
    let lowest = y;
    row.forEach(([label, values], i) => {
      const x = margin + i * (cellWidth + 16);
      let cellY = y;
      for (const labelLine of wrap(label, regular, 7.5, cellWidth)) {
        page.drawText(labelLine, { x, y: cellY, size: 7.5, font: regular, color: MUTED });
        cellY -= 12;
      }
      for (const value of values) {
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
      end: { x: width - margin, y: y + 4 },
      thickness: 0.5,
      color: rgb(0.86, 0.88, 0.92),
    });
    y -= 12;
    // Details are a handful of facts; should a product send many, the page ends before the footer.
    if (y < footerTop + 40) break;
  }

  let footerY = footerTop - 24;
  for (const line of wrap(LABELS.footer, regular, 7.5, textWidth)) {
    page.drawText(line, { x: margin, y: footerY, size: 7.5, font: regular, color: MUTED });
    footerY -= 10;
  }
  page.drawText(input.verifyUrl, { x: margin, y: footerY - 4, size: 8, font: regular, color: BRAND });
  return pdf.save();
}
