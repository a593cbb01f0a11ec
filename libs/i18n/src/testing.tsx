import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Lang } from '@polis/routing';
import { LangContext } from './lang-context';
import type { Messages } from './messages';

/** Synchronous provider for tests: one language, messages given in full. */
export function TestIntlProvider({
  lang = 'en',
  messages = {},
  children,
}: {
  lang?: Lang;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <LangContext.Provider value={{ lang, crossOriginCookie: false }}>
      <IntlProvider locale={lang} messages={messages} onError={() => undefined}>
        {children}
      </IntlProvider>
    </LangContext.Provider>
  );
}
