import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Container } from './container';
import { PageShell } from './page-shell';
import { PageTitle } from './page-title';
import { SiteFooter } from './site-footer';
import { WebviewShell } from './webview-shell';

describe('PageShell', () => {
  it('puts a skip link first that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderUi(
      <PageShell header={<header>Top</header>} footer={<SiteFooter year={2026} />}>
        <PageTitle lead="Compulsory motor insurance">OSAGO</PageTitle>
      </PageShell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'OSAGO' }),
    );
  });
});

describe('SiteFooter', () => {
  it('holds the links slot and a localised copyright line', () => {
    renderUi(<SiteFooter year={2026} links={<a href="/ru/about">О нас</a>} />, { lang: 'ru' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2026 Polis. Все права защищены.');
    expect(screen.getByRole('navigation', { name: 'Информация о сайте' })).toContainElement(
      screen.getByRole('link', { name: 'О нас' }),
    );
  });
});

describe('WebviewShell and Container', () => {
  it('render their content without site chrome', () => {
    renderUi(
      <WebviewShell>
        <Container size="narrow">
          <p>Step content</p>
        </Container>
      </WebviewShell>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Step content');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
