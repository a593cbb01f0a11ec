import { screen } from '@testing-library/react';
import { i18nMessages } from '@polis/i18n';
import { renderUi } from '../test-utils/render';
import { Price } from './price';

describe('Price', () => {
  it('shows a UZS amount with spaces between thousands', () => {
    renderUi(<Price amount={1250000} />);
    expect(screen.getByText('1 250 000 UZS')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('strikes the old price through and names both prices for screen readers', async () => {
    const messages = await i18nMessages.ru();
    const { container } = renderUi(<Price amount={800000} oldAmount={1000000} />, { lang: 'ru', messages });
    const old = container.querySelector('s');
    expect(old).toHaveTextContent('Старая цена: 1 000 000 сум');
    expect(container).toHaveTextContent('Старая цена: 1 000 000 сум Новая цена: 800 000 сум');
  });

  it('shows a single price when the old one is the same', () => {
    const { container } = renderUi(<Price amount={500000} oldAmount={500000} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.getAllByText(/UZS/)).toHaveLength(1);
    expect(screen.queryByText(/price/i)).not.toBeInTheDocument();
  });
});
