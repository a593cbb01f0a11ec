import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { uiMessages } from './ui-messages';
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';

const catalogues = { en, ru, uz } as Record<string, Record<string, string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test-utils' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('ui catalogues', () => {
  const idsInSource = new Set(
    sourceFiles(__dirname).flatMap(
      (file) => readFileSync(file, 'utf8').match(/(?<=['"])ui\.[A-Za-z.]+(?=['"])/g) ?? [],
    ),
  );

  it('have the same ids in every language, all prefixed ui.', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ru).sort()).toEqual(keys);
    expect(Object.keys(uz).sort()).toEqual(keys);
    expect(keys.every((id) => id.startsWith('ui.'))).toBe(true);
  });

  it('contain every id the components use, and nothing unused', () => {
    expect(idsInSource.size).toBeGreaterThan(20);
    expect([...idsInSource].sort()).toEqual(Object.keys(en).sort());
  });

  it('are translated: no empty texts, Russian in Cyrillic, Uzbek not an English copy', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
      if (lang === 'ru')
        expect(Object.values(messages).filter((t) => /[а-я]/i.test(t)).length).toBeGreaterThan(30);
    }
    // A size's unit (KB, MB) is written the same in Uzbek: the only texts that may be.
    const sameAsEnglish = Object.keys(en).filter(
      (id) =>
        uz[id as keyof typeof uz] === en[id as keyof typeof en] &&
        !/^\{size\} [KM]B$/.test(en[id as keyof typeof en]),
    );
    expect(sameAsEnglish).toEqual([]);
    expect(JSON.stringify(uz)).not.toMatch(/[а-яё]/i);
  });

  it('load lazily per language', async () => {
    await expect(uiMessages.uz()).resolves.toEqual(uz);
    await expect(uiMessages.ru()).resolves.toEqual(ru);
    await expect(uiMessages.en()).resolves.toEqual(en);
  });
});
