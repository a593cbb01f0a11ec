import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TestIntlProvider } from '@polis/i18n/testing';
import { uiMessages } from '@polis/ui';
import type { Lang } from '@polis/routing';
import { ProductSoon } from './product-soon';
import { productByKey } from './products';
import { shellMessages } from './shell-messages';

const renderSoon = async (key: string, lang: Lang) => {
  const messages = { ...(await uiMessages[lang]()), ...(await shellMessages[lang]()) };
  const entry = productByKey(key);
  if (!entry) throw new Error(`no product ${key}`);
  return render(
    <TestIntlProvider lang={lang} messages={messages}>
      <MemoryRouter>
        <ProductSoon entry={entry} />
      </MemoryRouter>
    </TestIntlProvider>,
  );
};

describe('ProductSoon', () => {
  it('names the product in its heading and quotes no price for what cannot be bought', async () => {
    await renderSoon('business-ipoteka', 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Страхование ипотеки: скоро' })).toBeInTheDocument();
    expect(screen.queryByText(/^от /)).not.toBeInTheDocument();
    expect(screen.queryByText(/сум/)).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    await renderSoon('business-ipoteka', 'uz');
    expect(screen.getByRole('heading', { level: 1, name: /: tez orada$/ })).toBeInTheDocument();
  });
});
