import type { FastifyInstance } from 'fastify';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { PAYMENT_LANGS } from '@polis/api-contract';
import { loadFonts } from '../policies/policy-pdf';
import { SITE_AUTH, testServer } from '../testing/test-server';
import { RULES, RULES_KEYS } from './rules-text/catalogue';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer(undefined, { seed: false }));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('GET /api/rules/{key}/{lang}.pdf', () => {
  it('serves the offer and the product rules', () => {
    expect(RULES_KEYS).toEqual([
      'offer',
      'osago',
      'kasko',
      'accident',
      'mini-kasko',
      'travel',
      'documents',
      'housing',
      'premium-property',
      'job-loss',
      'pets',
      'quick-kasko',
      'sport',
      'travel-around-uzbekistan',
      'gas-cylinder',
      'kids',
      'kindness',
      'osgop',
      'osgor',
    ]);
  });

  it.each(RULES_KEYS)(
    'answers %s in uz, ru and en without a credential: a PDF with its title',
    async (key) => {
      for (const lang of PAYMENT_LANGS) {
        const res = await get(`/api/rules/${key}/${lang}.pdf`);
        expect([key, lang, res.statusCode]).toEqual([key, lang, 200]);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`inline; filename="polis-${key}-${lang}.pdf"`);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const pdf = await PDFDocument.load(res.rawPayload);
        expect(pdf.getTitle()).toBe(RULES[key][lang].title);
        expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
      }
    },
    30_000,
  );

  it('answers 304 to If-None-Match with its ETag, and the same bytes from its cache', async () => {
    const first = await get('/api/rules/housing/uz.pdf');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get('/api/rules/housing/uz.pdf', { 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, res.statusCode, res.body]).toEqual([ifNoneMatch, 304, '']);
      expect(res.headers.etag).toBe(etag);
    }
    const changed = await get('/api/rules/housing/uz.pdf', { 'if-none-match': '"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/api/rules/housing/ru.pdf')).headers.etag).not.toBe(etag);
  });

  it.each([
    '/api/rules/casco/uz.pdf',
    '/api/rules/housing/de.pdf',
    '/api/rules/housing/UZ.pdf',
    '/api/rules/__proto__/uz.pdf',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error.code).toBe('not_found');
  });
  it.each(['/api/rules/housing/uz', '/api/rules/housing/uz.pdf/x'])(
    'leaves %s, no rules path, to the API: 401 without a credential, 404 with one',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { authorization: SITE_AUTH })).json().error.code).toBe('not_found');
    },
  );
});

describe('the rules texts', () => {
  it('use only letters the embedded font has (Latin, Cyrillic, ʻ and ʼ)', async () => {
    const font = fontkit.create(Buffer.from((await loadFonts()).regular));
    const text = JSON.stringify(RULES);
    const missing = [...new Set(Array.from(text))].filter(
      (c) => !font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
    expect(text).toContain('ʻ');
    expect(text).toContain('ʼ');
  });

  it('give every product its cover, exclusions, limits, claims, term and obligations in each language', () => {
    for (const key of RULES_KEYS.filter((k) => k !== 'offer')) {
      for (const lang of PAYMENT_LANGS) {
        const doc = RULES[key][lang];
        expect([key, lang, doc.sections.length]).toEqual([key, lang, 7]);
        for (const section of doc.sections) {
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(20);
        }
      }
    }
    // Uzbek in Latin script with its ʻ, never the ASCII apostrophe or a Cyrillic letter.
    for (const key of RULES_KEYS) expect(JSON.stringify(RULES[key].uz)).not.toMatch(/[a-z]'[a-z]|[а-яё]/i);
  });

  it('quote the figures of the tariffs', () => {
    expect(JSON.stringify(RULES.osago.en)).toContain('80 000 000 UZS');
    expect(JSON.stringify(RULES.housing.ru)).toContain('115 000 000 сумов');
    expect(JSON.stringify(RULES['premium-property'].uz)).toContain('1 000 000 000 soʻm');
    expect(JSON.stringify(RULES['mini-kasko'].en)).toContain('31 days');
  });

  it('make the offer say who the parties are, that payment concludes it, the consent and the refunds', () => {
    const headings = RULES.offer.en.sections.map((s) => s.heading);
    expect(headings).toEqual([
      '1. General',
      '2. The parties',
      '3. How the contract is concluded',
      '4. Premium and payment',
      '5. Consent to the processing of personal data',
      '6. Cancellation and refunds',
      '7. Disputes',
    ]);
  });
});
