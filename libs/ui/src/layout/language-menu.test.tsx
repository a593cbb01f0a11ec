import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  it('names the current language on its button and opens the three as links to the same page', async () => {
    renderUi(<LanguageMenu />, { lang: 'ru', route: '/ru/osago/beeline?step=2' });
    const button = screen.getByRole('button', { name: 'Язык: Русский' });
    expect(button).toHaveTextContent('RU');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const languages = screen.getByRole('navigation', { name: 'Язык' });
    expect(languages).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/osago/beeline?step=2');
    expect(screen.getByRole('link', { name: 'O‘zbekcha' })).toHaveAttribute(
      'href',
      '/uz/osago/beeline?step=2',
    );
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderUi(<LanguageMenu />, { lang: 'uz', route: '/uz/travel' });
    const button = screen.getByRole('button', { name: /^Til: / });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('switches the language from the menu, keeping the page', async () => {
    renderUi(<LanguageMenu />, { lang: 'uz', route: '/uz/travel' });
    await userEvent.click(screen.getByRole('button', { name: /^Til: / }));
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/travel');
  });
});
