// Test-only entry (`@polis/product-kit/testing`, not built): what every product page test sets up.
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiClientMessages } from '@polis/api-client';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages, type MessageSource } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { DRAFT_PATHS, REGISTRY_PATHS } from '@polis/api-contract/paths';
import { uiMessages } from '@polis/ui';
import { productMessageLoader } from './frame/product-page';
import { ProductWizard } from './frame/product-wizard';
import type { ProductDefinition } from './frame/product-definition';

/** Bodies as apps/api answers them (HTTP 200 envelopes), for MSW handlers. */
export const OK = { error: 0, result: true, message: 'success' } as const;

/** The invoice of a saved contract 41 to be paid for `amount_uzs`. */
export const invoice = (amount_uzs: number) => ({
  order_id: 'P261123-ABCDEFGHJK',
  payme_url: 'http://localhost/sandbox/payme/x',
  click_url: 'http://localhost/sandbox/click/x',
  amount_uzs,
});

/** A saved contract 41 to be paid for `amount_uzs` (the invoice beside the envelope). */
export const saved = (amount_uzs: number) => ({ ...OK, contract_id: 41, ...invoice(amount_uzs) });

/** The payment provider the payment step offers (Payme by default). */
export type TestProvider = 'Payme' | 'Click';

/** The payment providers of contract `contractId`: `provider` alone, as a link. */
const paymentProviders = (contractId: number, provider: TestProvider) => {
  const id = provider.toLowerCase();
  return http.post(apiUrl('/contract/get-payment'), () =>
    HttpResponse.json({
      ...OK,
      data: [{ id, name: provider, type: 'link', url: `http://localhost/sandbox/${id}/${contractId}` }],
    }),
  );
};

/** A multipart body as the test sees it: the text fields by name, and the file names by field name. */
export async function readForm(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  const files: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
    else files[name] = value.name;
  });
  return { fields, files };
}

/**
 * The person registry as the seeded API answers it: Karimov (AA 1234567, born 15.03.1990) and the other seeded
 * applicants are found, anyone else is not (error 1). A test's own handler for the call comes first.
 */
const registryPerson = http.post(apiUrl(REGISTRY_PATHS.person.path), async ({ request }) => {
  const body = (await request.json()) as { passportNumber?: string; birthday?: string };
  if (body.passportNumber === '9999999')
    return HttpResponse.json({
      error: 1,
      result: false,
      message: 'datas_not_found',
      error_message: 'Maʼlumot topilmadi',
      code: 'person_not_found',
    });
  return HttpResponse.json({
    ...OK,
    ism: 'Alisher',
    familya: 'Karimov',
    otasi: 'Bahodir oʻgʻli',
    ism_eng: 'ALISHER',
    familya_eng: 'KARIMOV',
    pinfl: '31503902610013',
  });
});

/** A draft as the in-memory server keeps it: the answers as sent, and each file's name and bytes. */
export interface TestDraft {
  readonly product: string;
  data: Record<string, unknown>;
  readonly files: Map<string, File>;
}

/**
 * Applications in progress as apps/api keeps them (`/api/drafts`), in memory: `drafts` by id, emptied before
 * each test. A test reads what the wizard kept, or puts a draft there and its id in sessionStorage (`holdDraft`).
 */
export const drafts = new Map<string, TestDraft>();

const draftPath = (at: { path: string }) => apiUrl(at.path);
const notFound = () =>
  HttpResponse.json({ error: { code: 'draft_not_found', message: 'No draft' } }, { status: 404 });
/** The handlers of the in-memory drafts, for a test file with its own MSW server. */
export const draftHandlers = [
  http.get(draftPath(DRAFT_PATHS.file), ({ params }) => {
    const file = drafts.get(String(params.id))?.files.get(String(params.name));
    return file ? new HttpResponse(file, { headers: { 'content-type': file.type } }) : notFound();
  }),
  http.put(draftPath(DRAFT_PATHS.putFile), async ({ params, request }) => {
    const draft = drafts.get(String(params.id));
    if (!draft) return notFound();
    const file = (await request.formData()).get('file');
    if (file === null || typeof file === 'string') return notFound();
    draft.files.set(String(params.name), file);
    return HttpResponse.json({ name: String(params.name), content_type: file.type, size: file.size });
  }),
  http.get(draftPath(DRAFT_PATHS.read), ({ params }) => {
    const id = String(params.id);
    const draft = drafts.get(id);
    if (!draft) return notFound();
    const files = [...draft.files].map(([name, f]) => ({ name, content_type: f.type, size: f.size }));
    return HttpResponse.json({ id, product: draft.product, data: draft.data, files, expires_at: '' });
  }),
  http.put(draftPath(DRAFT_PATHS.update), async ({ params, request }) => {
    const id = String(params.id);
    const body = (await request.json()) as { product: string; data: Record<string, unknown> };
    const draft = drafts.get(id);
    if (!draft) {
      drafts.set(id, { product: body.product, data: body.data, files: new Map() });
      return HttpResponse.json({ id, expires_at: '' }, { status: 201 });
    }
    draft.data = body.data;
    return HttpResponse.json({ id, expires_at: '' });
  }),
  http.delete(draftPath(DRAFT_PATHS.remove), ({ params }) =>
    drafts.delete(String(params.id)) ? new HttpResponse(null, { status: 204 }) : notFound(),
  ),
];

/** The draft this tab holds for a product, as the wizard left it (after its writes settled). */
export const heldDraft = (product: string): TestDraft | undefined => {
  const id = sessionStorage.getItem(`polis:draft-id:${product}`);
  return id ? drafts.get(id) : undefined;
};

/**
 * Waits until the wizard's draft for `product` holds what `expected` says (its writes follow typing after a
 * pause): what a reload would find.
 */
export async function draftKept(product: string, expected: (data: Record<string, unknown>) => boolean) {
  await waitFor(() => {
    const draft = heldDraft(product);
    if (!draft || !expected(draft.data)) throw new Error(`the ${product} draft does not hold it yet`);
  });
}

export interface ProductTestsOptions {
  /** The product library's catalogue (`personalMessages`). */
  readonly messages: MessageSource;
  /** The language the wizard is shown in; English by default. */
  readonly lang?: Lang;
  /** Other languages a test renders in (`render(element, route, 'ru')`). */
  readonly alsoIn?: readonly Lang[];
  /** The contract whose payment providers (Payme) the payment step asks for; 41 by default. */
  readonly contractId?: number;
  /** The one provider the payment step offers; Payme by default. */
  readonly provider?: TestProvider;
}

/**
 * Call once at the top of a product page test file: the MSW server with `handlers` and the payment
 * providers (returned, for `server.use`), the catalogues of the host and of the product library in `lang`, and before each test a
 * fresh client and no saved draft. `render(element, route, lang?)` and `renderWizard(product, route, lang?)`
 * show the page with a real store and router.
 */
export function setupProductTests(
  { messages: catalogue, lang = 'en', alsoIn = [], contractId = 41, provider = 'Payme' }: ProductTestsOptions,
  ...handlers: RequestHandler[]
) {
  const server = setupApiServer(
    ...handlers,
    paymentProviders(contractId, provider),
    registryPerson,
    ...draftHandlers,
  );
  const catalogues: Partial<Record<Lang, Messages>> = {};
  beforeAll(async () => {
    const host = combineMessageSources(i18nMessages, uiMessages, apiClientMessages);
    for (const l of [lang, ...alsoIn])
      catalogues[l] = { ...(await host(l)), ...(await productMessageLoader(catalogue)(l)) };
  });
  beforeEach(() => {
    configureTestApiClient();
    sessionStorage.clear();
    drafts.clear();
  });
  const render = (element: ReactElement, route: string, inLang: Lang = lang) =>
    renderWithProviders(element, { lang: inLang, route, messages: catalogues[inLang] });
  const renderWizard = <Snap,>(product: ProductDefinition<Snap>, route: string, inLang: Lang = lang) =>
    render(<ProductWizard product={product} />, route, inLang);
  return { server, render, renderWizard };
}

/** Ticks the consent and saves, as the last step of every English wizard asks. */
export async function agreeAndSave(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
}

/** Types the applicant by the labels (AA 1234567, born 15.03.1990, phone 90 123 45 67). */
export async function fillApplicant(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Passport series/), 'aa');
  await user.type(screen.getByLabelText(/Passport number/), '1234567');
  await user.type(screen.getByLabelText(/Date of birth/), '15031990');
  await user.type(screen.getByLabelText(/Phone number/), '901234567');
}

/** The payment step is open: `provider` offered and `?step=payment` in the address. */
export async function expectPaymentStep(
  router: { readonly state: { readonly location: { readonly search: string } } },
  provider: TestProvider = 'Payme',
) {
  expect(await screen.findByRole('link', { name: new RegExp(provider) })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
}
