import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { ErrorPage } from './error-page';
import { LoadingPage } from './loading-page';
import { NotFoundPage } from './not-found-page';
import { SoonPage } from './soon-page';

describe('NotFoundPage', () => {
  it('shows 404, the title in the page language, the requested path and a way home', () => {
    renderUi(<NotFoundPage />, { lang: 'ru', route: '/ru/no-such-page?x=1' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('/ru/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
  });

  it('says "Page Not Found" in English', () => {
    renderUi(<NotFoundPage />, { route: '/en/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('ErrorPage', () => {
  it('apologises in the page language and retries on request', async () => {
    const onRetry = jest.fn();
    renderUi(<ErrorPage onRetry={onRetry} />, { lang: 'uz' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nimadir xato ketdi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Bosh sahifaga oʻtish' })).toHaveAttribute('href', '/uz');
  });
});

describe('SoonPage', () => {
  it('says plainly that the product cannot be bought online yet and gives the phone and home page', () => {
    renderUi(<SoonPage productName="KASKO" />);
    expect(screen.getByRole('heading', { level: 1, name: 'KASKO: coming soon' })).toBeInTheDocument();
    expect(screen.getByText(/online is not available yet/)).toHaveTextContent(
      'Buying KASKO online is not available yet.',
    );
    expect(screen.getByText(/call us on/)).toHaveTextContent('+998 71 200 00 00');
    expect(screen.getByRole('link', { name: 'Call +998 71 200 00 00' })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('is translated', () => {
    renderUi(<SoonPage productName="КАСКО" />, { lang: 'ru' });
    expect(screen.getByRole('heading', { level: 1, name: 'КАСКО: скоро' })).toBeInTheDocument();
    expect(screen.getByText(/онлайн пока нельзя/)).toHaveTextContent('Купить КАСКО онлайн пока нельзя.');
  });

  it('keeps the plain title for a section of the site', () => {
    renderUi(<SoonPage productName="My account" variant="section" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  });
});

describe('LoadingPage', () => {
  it('announces that the page is loading', () => {
    renderUi(<LoadingPage />, { lang: 'ru' });
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });
});
