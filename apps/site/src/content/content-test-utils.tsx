import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@polis/api-client';
import type { Lang } from '@polis/routing';
import { combineMessageSources } from '@polis/i18n';
import { TestIntlProvider } from '@polis/i18n/testing';
import { shellMessages } from '@polis/shell';
import { uiMessages } from '@polis/ui';

/** The site's own catalogues (ui, shell) the content pages are nested in, as in the real host app. */
export const siteMessages = combineMessageSources(uiMessages, shellMessages);

/** Renders one page at `path`, matched by its route pattern as the host app would, with a real store. */
export async function renderPage(
  Page: ComponentType,
  { lang = 'en', pattern, path = `/${lang}/${pattern}` }: { lang?: Lang; pattern: string; path?: string },
) {
  const messages = await siteMessages(lang);
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <TestIntlProvider lang={lang} messages={messages}>
          <Routes>
            <Route path={`/${lang}/${pattern}`} element={<Page />} />
            <Route path="*" element={<p>left the page</p>} />
          </Routes>
        </TestIntlProvider>
      </MemoryRouter>
    </Provider>,
  );
}
