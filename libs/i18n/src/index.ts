export { I18nProvider, type I18nProviderProps } from './i18n-provider';
export { LangContext, useLang, useLangSettings, type LangSettings } from './lang-context';
export {
  LocalizedLink,
  LocalizedNavLink,
  HostAppContext,
  useHref,
  useSwitchLanguage,
  writeLangCookie,
  type LocalizedLinkProps,
  type LocalizedNavLinkProps,
} from './links';
export { LangRedirect, detectLang, useRememberLang } from './lang-redirect';
export { combineMessageSources, jsonModule, type Messages, type MessageSource } from './messages';
export { formatPrice } from './price-format';
export { formatDate, formatTime } from './date-format';
export { FormattedPrice } from './formatted-price';
export { i18nMessages } from './i18n-messages';
export { ScopedMessages, type ScopedMessagesProps } from './scoped-messages';
export { suspendOn, settledWith } from './suspend';
export { beginHydration, endHydration, useHydrated } from './hydration';
