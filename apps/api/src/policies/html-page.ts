import type { InterfaceLang } from '@polis/api-contract';

/** Markup already escaped; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeAttr(String(part));
}

/** Server-rendered pages build markup only through this tag, so request data can never inject markup. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, i) => out + text + (i < parts.length ? render(parts[i]) : ''), ''),
  );
}

/**
 * The CSP allows inline styles but no scripts (script-src 'self'), so pages are plain HTML with forms.
 * Mobile first: most customers pay on mid-range Android phones.
 */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
color:#1c2133;background:#f2f4f8}main{max-width:480px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(16,24,40,.08)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:700;font-size:20px}
.badge{font-size:12px;font-weight:600;color:#8a5a00;background:#fff4d6;border-radius:999px;padding:2px 10px}
h1{font-size:22px;margin:0 0 16px}dl{margin:0 0 20px}dt{color:#626b7f;font-size:13px;margin-top:12px}
dd{margin:2px 0 0;font-weight:600;word-break:break-word}.amount{font-size:28px;font-weight:700}
.actions{display:flex;flex-direction:column;gap:10px}form{margin:0}
button,.button{display:block;width:100%;border:0;border-radius:12px;padding:14px;font:inherit;font-weight:600;
cursor:pointer;text-align:center;text-decoration:none}.primary{background:var(--brand);color:#fff}
.secondary{background:#eef1f6;color:#1c2133}.error{background:#fdecec;color:#9b1c1c;border-radius:12px;padding:12px 14px;
margin-bottom:16px}.ok{background:#e7f6ec;color:#17663a;border-radius:12px;padding:12px 14px;margin-bottom:16px}
.langs{display:flex;gap:8px;justify-content:flex-end;margin-bottom:12px;font-size:14px}.langs a{color:#626b7f}
.langs a[aria-current]{color:#1c2133;font-weight:700}table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e7ee;vertical-align:top}th{color:#626b7f;font-weight:600}
pre{white-space:pre-wrap;margin:0;font:inherit}label{display:block;color:#626b7f;font-size:14px}
input,select{display:block;width:100%;margin-top:4px;padding:12px;font:inherit;color:#1c2133;background:#fff;
border:1px solid #cfd5e1;border-radius:10px}.wide{max-width:1100px}.muted{color:#626b7f;font-size:14px}
@media (min-width:768px){main{padding:48px 16px}}`;

export function htmlPage({
  lang,
  title,
  body,
  brand = '#0d5ccc',
  wide = false,
}: {
  lang: InterfaceLang;
  title: string;
  body: SafeHtml;
  brand?: string;
  wide?: boolean;
}): string {
  return html`<!doctype html>
<html lang="${lang === 'uz-cyrl' ? 'uz-Cyrl' : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}:root{--brand:${brand}}</style>
</head>
<body><main${new SafeHtml(wide ? ' class="wide"' : '')}>${body}</main></body>
</html>`.value;
}

const LANG_LABELS: Readonly<Record<InterfaceLang, string>> = {
  uz: 'UZ',
  ru: 'RU',
  en: 'EN',
  'uz-cyrl': 'ЎЗ',
};

/**
 * Language links that keep the rest of the query: uz, ru and en (the pages that play a payment provider), or the
 * four interface languages (the policy's verification page).
 */
export function languageLinks<L extends InterfaceLang>(
  current: L,
  hrefFor: (lang: L) => string,
  langs: readonly L[] = ['uz', 'ru', 'en'] as L[],
): SafeHtml {
  return html`<nav class="langs">
    ${langs.map((lang) =>
      lang === current
        ? html`<a href="${hrefFor(lang)}" aria-current="true">${LANG_LABELS[lang]}</a>`
        : html`<a href="${hrefFor(lang)}">${LANG_LABELS[lang]}</a>`,
    )}
  </nav>`;
}
