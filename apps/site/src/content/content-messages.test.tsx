import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { LANGS, type Lang } from '@polis/routing';
import type { MessageSource } from '@polis/i18n';
import { TestIntlProvider } from '@polis/i18n/testing';
import { ContentMessages, contentMessageSource } from './content-messages';
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';

const catalogues: Record<Lang, Record<string, string>> = { uz, en, ru, 'uz-cyrl': uz };

describe('content catalogues', () => {
  it('have the same keys in all three languages, all prefixed content.', () => {
    const keys = Object.keys(en).sort();
    expect(keys.length).toBeGreaterThan(300);
    expect(keys.every((key) => key.startsWith('content.'))).toBe(true);
    for (const lang of LANGS) expect(Object.keys(catalogues[lang]).sort()).toEqual(keys);
  });

  it.each(LANGS)('has no empty %s texts and no ASCII apostrophes, which ICU would read as quotes', (lang) => {
    const entries = Object.entries(catalogues[lang]);
    expect(entries.filter(([, text]) => !text.trim())).toEqual([]);
    expect(entries.filter(([, text]) => text.includes("'"))).toEqual([]);
  });

  it('writes Uzbek oʻ and gʻ with the turned comma (U+02BB), not a quote', () => {
    const wrong = Object.entries(uz).filter(([, text]) => /[oOgG][‘’`']/.test(text));
    expect(wrong).toEqual([]);
  });

  it('holds every content message id the source refers to', () => {
    const dir = __dirname;
    const source = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    const ids = [...source.matchAll(/['"`](content\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)].map(
      (m) => m[1] ?? '',
    );
    // A literal is an id, or the prefix ids are built from (form pages, poll choices: routes.test renders those).
    const isPrefix = (id: string) => Object.keys(en).some((key) => key.startsWith(`${id}.`));
    expect(ids.length).toBeGreaterThan(300);
    expect(ids.filter((id) => !(id in en) && !isPrefix(id))).toEqual([]);
  });
});

describe('ContentMessages', () => {
  const Both = () => (
    <p>
      <span>
        <FormattedMessage id="site.own" />
      </span>
      <span>
        <FormattedMessage id="content.news.title" />
      </span>
    </p>
  );

  it('adds the content catalogue of the page language to the site messages', async () => {
    render(
      <TestIntlProvider lang="ru" messages={{ 'site.own': 'Свой текст сайта' }}>
        <ContentMessages>
          <Both />
        </ContentMessages>
      </TestIntlProvider>,
    );

    expect(await screen.findByText('Новости')).toBeInTheDocument();
    expect(screen.getByText('Свой текст сайта')).toBeInTheDocument();
  });

  it('logs a failed language and falls back to Uzbek', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingRu: MessageSource = {
      ...contentMessageSource,
      ru: () => Promise.reject(new Error('chunk failed')),
    };
    render(
      <TestIntlProvider lang="ru" messages={{ 'site.own': 'Свой текст сайта' }}>
        <ContentMessages source={failingRu}>
          <Both />
        </ContentMessages>
      </TestIntlProvider>,
    );

    expect(await screen.findByText('Yangiliklar')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('content: could not load the "ru" messages', expect.any(Error));
    error.mockRestore();
  });

  it('shows a busy placeholder while the catalogue loads', () => {
    const never: MessageSource = { ...contentMessageSource, en: () => new Promise(() => undefined) };
    const { container } = render(
      <TestIntlProvider lang="en">
        <ContentMessages source={never}>
          <Both />
        </ContentMessages>
      </TestIntlProvider>,
    );

    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('News')).not.toBeInTheDocument();
  });
});
