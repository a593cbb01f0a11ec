export { I18nProvider } from './i18n-provider';
export { LangContext, useLang, useLangSettings } from './lang-context';
export {
  LocalizedLink,
  LocalizedNavLink,
  HostAppContext,
  useHref,
  useSwitchLanguage,
  writeLangCookie,
} from './links';
export { LangRedirect, detectLang, useRememberLang } from './lang-redirect';
export { combineMessageSources, jsonModule, type Messages, type MessageSource } from './messages';
export { formatPrice, priceText } from './price-format';
export { formatDate } from './date-format';
export { FormattedPrice } from './formatted-price';
export { i18nMessages } from './i18n-messages';
export { nameIn, rowNameIn, inCyrillic } from './local-names';
export { ScopedMessages } from './scoped-messages';
export { suspendOn, settledWith } from './suspend';
export { beginHydration, endHydration, onHydration, useHydrated } from './hydration';
