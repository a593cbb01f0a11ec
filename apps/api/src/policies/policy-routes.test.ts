import { createHmac } from 'node:crypto';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { markPaid } from '../contracts/contract-service';
import { SANDBOX_DEFAULTS } from '../sandbox-defaults';
import { paymentKit, type PaymentKit } from '../testing/payment-test-kit';
import { prefersHtml } from './policy-routes';
import { policyToken } from './policy-token';
import { policyPdfPath } from './policy-view';

describe('policy PDF and verification', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const issue = async (overrides: Parameters<PaymentKit['contract']>[0] = {}) => {
    const contract = await kit.contract(overrides);
    return (await markPaid(kit.handle.db, contract.id, 'payme')).policy;
  };

  it('serves the PDF only with the token of that policy', async () => {
    const policy = await issue({ details: { plate: '01A123BC', vehicle: 'Chevrolet Cobalt' } });
    const other = await issue();
    const base = `/api/policy/${policy.series}/${policy.number}/pdf`;
    for (const url of [
      base,
      `${base}?t=`,
      `${base}?t=${policyToken(SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET, other.id)}`,
    ]) {
      const res = await kit.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'policy_not_found', message: 'No such policy' } });
    }
    const res = await kit.app.inject({ url: policyPdfPath(policy, SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`EIOO ${policy.number}`);
    // The font is embedded (pdf-lib names its DejaVu Sans subset DejaVuSans-<n>), so Cyrillic and Uzbek letters print anywhere.
    const fontNames = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of('FontName')) : undefined))
      .filter((name) => name !== undefined)
      .map(String);
    expect(fontNames).toEqual(expect.arrayContaining([expect.stringMatching(/^\/DejaVuSans-\d+$/)]));
  }, 20_000);

  it('refuses a link past its expiry, with a forged expiry, or in the old unexpiring form', async () => {
    const policy = await issue();
    const secret = SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET;
    const base = `/api/policy/${policy.series}/${policy.number}/pdf`;
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
    const expired = policyToken(secret, policy.id, eightDaysAgo);
    const [, signature] = expired.split('.');
    const forged = `${Math.floor(Date.now() / 1000 + 86_400).toString(36)}.${signature}`;
    const unexpiring = createHmac('sha256', secret)
      .update(`policy:${policy.id}`)
      .digest('base64url')
      .slice(0, 32);
    for (const t of [expired, forged, unexpiring]) {
      const res = await kit.app.inject({ url: `${base}?t=${t}` });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await kit.app.inject({ url: `${base}?t=${policyToken(secret, policy.id, sixDaysAgo)}` })).statusCode,
    ).toBe(200);
  }, 20_000);

  it('answers 410 policy_cancelled for the link of a refunded policy', async () => {
    const policy = await issue();
    await kit.handle.db
      .updateTable('contracts')
      .set({ status: 'cancelled' })
      .where('id', '=', policy.contract_id)
      .execute();
    const res = await kit.app.inject({ url: policyPdfPath(policy, SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET) });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: { code: 'policy_cancelled' } });
  });

  it('verifies a policy with no personal data beyond initials', async () => {
    const policy = await issue({
      holderName: 'Aziz Karimov',
      startDate: '2020-01-01',
      endDate: '2099-12-31',
    });
    const res = await kit.app.inject({ url: `/api/policy/verify/${policy.series}/${policy.number}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept');
    expect(res.json()).toEqual({
      valid: true,
      product: 'osago',
      status: 'active',
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      holder: 'A*** K***',
    });
    expect(res.body).not.toMatch(/998|Karimov|P\d{6}-/);
  });

  it('tells pending and expired policies apart from valid ones', async () => {
    const expired = await issue({ startDate: '2020-01-01', endDate: '2020-12-31' });
    const pending = await issue({ startDate: '2099-01-01', endDate: '2099-12-31' });
    const verify = (p: { series: string; number: string }) =>
      kit.app.inject({ url: `/api/policy/verify/${p.series}/${p.number}` }).then((r) => r.json());
    expect(await verify(expired)).toMatchObject({ valid: false, status: 'expired' });
    expect(await verify(pending)).toMatchObject({ valid: false, status: 'pending' });
  });

  it('covers 12 months from the day of issue when the product set no dates', async () => {
    const policy = await issue();
    const body = (
      await kit.app.inject({ url: `/api/policy/verify/${policy.series}/${policy.number}` })
    ).json();
    expect(body.status).toBe('active');
    const from = new Date(`${body.valid_from}T00:00:00Z`);
    from.setUTCFullYear(from.getUTCFullYear() + 1);
    from.setUTCDate(from.getUTCDate() - 1);
    expect(body.valid_to).toBe(from.toISOString().slice(0, 10));
  });

  it('answers 404 for an unknown policy, as JSON or as a page', async () => {
    const json = await kit.app.inject({ url: '/api/policy/verify/EIOO/0000404' });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('policy_not_found');
    const page = await kit.app.inject({
      url: '/api/policy/verify/EIOO/0000404?lang=en',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('No such policy');
  });

  it('shows a browser (the QR code) a localised page', async () => {
    const policy = await issue({ startDate: '2020-01-01', endDate: '2099-12-31' });
    const res = await kit.app.inject({
      url: `/api/policy/verify/${policy.series}/${policy.number}?lang=ru`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Полис подлинный и действует');
    expect(res.body).toContain('01.01.2020 — 31.12.2099');
    expect(res.body).toContain('A*** K***');
    expect(res.body).not.toMatch(/<script/i);
    // Uzbek in Cyrillic script, as the site's fourth language: the page, its product and its links.
    const cyrillic = await kit.app.inject({
      url: `/api/policy/verify/${policy.series}/${policy.number}?lang=uz-cyrl`,
      headers: { accept: 'text/html' },
    });
    expect(cyrillic.body).toContain('<html lang="uz-Cyrl">');
    expect(cyrillic.body).toContain('Полисни текшириш');
    expect(cyrillic.body).toContain('Полис ҳақиқий ва амалда');
    expect(cyrillic.body).not.toMatch(/Polis haqiqiy/);
    expect(cyrillic.body).toContain('<a href="?lang=uz-cyrl" aria-current="true">ЎЗ</a>');
  });

  it.each([
    ['text/html,application/xhtml+xml,*/*;q=0.8', true],
    ['application/json', false],
    ['*/*', false],
    [undefined, false],
    ['application/json;q=0.5, text/html', true],
    ['text/html;q=0.1, application/json', false],
  ])('prefers HTML for Accept %s: %s', (accept, html) => expect(prefersHtml(accept)).toBe(html));
});
