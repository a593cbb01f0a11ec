import type { InterfaceLang, PolicyVerification } from '@polis/api-contract';
import { formatDate } from '../contracts/format';
import { productInfo } from '../contracts/products';
import { textIn, withCyrillic } from '../http/lang-texts';
import { html, htmlPage, languageLinks } from './html-page';
import { changeName } from './policy-versions-view';

const TEXT = withCyrillic({
  uz: {
    title: 'Polisni tekshirish',
    valid: 'Polis haqiqiy va amalda',
    pending: 'Polis haqiqiy, hali kuchga kirmagan',
    expired: 'Polis muddati tugagan',
    cancelled: 'Polis bekor qilingan va amalda emas',
    notFound: 'Bunday polis topilmadi',
    policy: 'Polis',
    product: 'Sugʻurta turi',
    period: 'Amal qilish muddati',
    holder: 'Sugʻurtalanuvchi',
    version: 'Versiya',
    history: 'Oʻzgarishlar',
  },
  ru: {
    title: 'Проверка полиса',
    valid: 'Полис подлинный и действует',
    pending: 'Полис подлинный, ещё не вступил в силу',
    expired: 'Срок действия полиса истёк',
    cancelled: 'Полис аннулирован и не действует',
    notFound: 'Такой полис не найден',
    policy: 'Полис',
    product: 'Вид страхования',
    period: 'Срок действия',
    holder: 'Страхователь',
    version: 'Версия',
    history: 'Изменения',
  },
  en: {
    title: 'Policy verification',
    valid: 'The policy is genuine and in force',
    pending: 'The policy is genuine and not yet in force',
    expired: 'The policy has expired',
    cancelled: 'The policy has been cancelled and is not in force',
    notFound: 'No such policy',
    policy: 'Policy',
    product: 'Product',
    period: 'Period of cover',
    holder: 'Policyholder',
    version: 'Version',
    history: 'Changes',
  },
});

/** The page a phone camera opens from the QR code: the same facts as the JSON answer, nothing more. */
export function verifyPage(
  lang: InterfaceLang,
  policy: { series: string; number: string },
  result: PolicyVerification | null,
): string {
  const t = TEXT[lang];
  const langs = languageLinks<InterfaceLang>(lang, (l) => `?lang=${l}`, ['uz', 'ru', 'en', 'uz-cyrl']);
  if (!result) {
    return htmlPage({
      lang,
      title: t.title,
      body: html`<div class="card">
        ${langs}
        <h1>${t.title}</h1>
        <p class="error">${t.notFound}: ${policy.series} ${policy.number}</p>
      </div>`,
    });
  }
  const verdict = {
    active: t.valid,
    pending: t.pending,
    expired: t.expired,
    cancelled: t.cancelled,
  }[result.status];
  return htmlPage({
    lang,
    title: t.title,
    body: html`<div class="card">
      ${langs}
      <h1>${t.title}</h1>
      <p class="${result.valid || result.status === 'pending' ? 'ok' : 'error'}">${verdict}</p>
      <dl>
        <dt>${t.policy}</dt>
        <dd>${policy.series} ${policy.number}</dd>
        <dt>${t.product}</dt>
        <dd>
          ${textIn(productInfo(result.product)?.name ?? { uz: result.product, ru: result.product, en: result.product }, lang)}
        </dd>
        <dt>${t.period}</dt>
        <dd>${formatDate(result.valid_from)} — ${formatDate(result.valid_to)}</dd>
        <dt>${t.holder}</dt>
        <dd>${result.holder}</dd>
        ${versionRows(lang, result)}
      </dl>
    </div>`,
  });
}

/** A changed policy's version and its history (issue 27): what changed and when, no names or documents. */
function versionRows(lang: InterfaceLang, result: PolicyVerification) {
  if (!result.version || !result.history) return null;
  const t = TEXT[lang];
  return html`<dt>${t.version}</dt>
    <dd>${String(result.version.number)} · ${formatDate(result.version.date)}</dd>
    <dt>${t.history}</dt>
    <dd>
      <ol>
        ${result.history.map(
          (v) => html`<li>${formatDate(v.date)} — ${textIn(changeName(v.change), lang)}</li>`,
        )}
      </ol>
    </dd>`;
}
