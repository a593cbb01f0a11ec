import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import uzCyrl from '../messages/uz-cyrl.json';
import uz from '../messages/uz.json';

export const catalogues: Readonly<Record<Lang, Messages>> = { en, ru, uz, 'uz-cyrl': uzCyrl };

export interface RenderUiOptions {
  readonly lang?: Lang;
  /** The router's starting URL; defaults to the language's home page. */
  readonly route?: string;
  /** Extra catalogues, e.g. the i18n library's for prices. */
  readonly messages?: Messages;
}

/** Shows the router's current URL so tests can assert navigation like a user reading the address bar. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search + location.hash}
    </div>
  );
}

export function Providers({
  lang = 'en',
  route,
  messages,
  children,
}: RenderUiOptions & { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[route ?? `/${lang}`]}>
      <TestIntlProvider lang={lang} messages={{ ...catalogues[lang], ...messages }}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {children}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </TestIntlProvider>
    </MemoryRouter>
  );
}

/** Renders inside a memory router and react-intl with the real ui catalogue of one language. */
export function renderUi(ui: ReactElement, options: RenderUiOptions = {}): RenderResult {
  return render(ui, { wrapper: ({ children }) => <Providers {...options}>{children}</Providers> });
}
