import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { cyrillicCatalogue } from './catalogue';
import { cyrillicMessage } from './message';

describe('cyrillicMessage', () => {
  it('transliterates the text and keeps placeholders, formats, plural keys and tags', () => {
    expect(
      cyrillicMessage('{name}, sizning {count, plural, one {# ta polis} other {# ta polislar}} bor'),
    ).toBe('{name}, сизнинг {count, plural, one {# та полис} other {# та полислар}} бор');
    expect(cyrillicMessage('{kind, select, person {Jismoniy shaxs} other {Yuridik shaxs}}')).toBe(
      '{kind, select, person {Жисмоний шахс} other {Юридик шахс}}',
    );
    expect(cyrillicMessage('<b>Toʻlov</b> {amount, number} soʻm, {date, date, short} gacha')).toBe(
      '<b>Тўлов</b> {amount, number} сўм, {date, date, short} гача',
    );
    expect(cyrillicMessage('Shartlar: <link>bu yerda</link>')).toBe('Шартлар: <link>бу ерда</link>');
    expect(cyrillicMessage('{n, plural, =0 {hech narsa} =1 {bitta {item}} other {{n} ta}}')).toBe(
      '{n, plural, =0 {ҳеч нарса} =1 {битта {item}} other {{n} та}}',
    );
  });

  it('uses a committed override instead of the rule', () => {
    expect(cyrillicCatalogue({ a: 'Polis', b: 'Menyu' }, { a: 'Полис (махсус)' })).toEqual({
      a: 'Полис (махсус)',
      b: 'Меню',
    });
  });
});

/** Argument names, plural/select keys and tag names of a message, sorted: what a translation must keep. */
function skeleton(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) continue;
    if (el.type === TYPE.pound) into.push('#');
    else if (el.type === TYPE.tag) {
      into.push(`<${el.value}>`);
      skeleton(el.children, into);
    } else into.push(`{${el.value}:${el.type}}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const [key, option] of Object.entries(el.options)) {
        into.push(`${el.value}.${key}`);
        skeleton(option.value, into);
      }
    }
  }
  return into.sort();
}

const root = path.resolve(__dirname, '../../..');
function uzCatalogues(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.nx', 'coverage'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) uzCatalogues(full, found);
    else if (entry.name === 'uz.json' && path.basename(dir) === 'messages') found.push(full);
  }
  return found;
}

describe('every Uzbek catalogue of the workspace in Cyrillic', () => {
  const files = [...uzCatalogues(path.join(root, 'libs')), ...uzCatalogues(path.join(root, 'apps'))];

  it('finds the catalogues', () => {
    expect(files.length).toBeGreaterThan(15);
  });

  it.each(files.map((f) => [path.relative(root, f), f]))(
    '%s parses with the same arguments',
    (_name, file) => {
      const uz: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
      const cyrl = cyrillicCatalogue(uz);
      for (const [id, latin] of Object.entries(uz)) {
        const message = cyrl[id];
        expect({ id, skeleton: skeleton(parse(message)) }).toEqual({ id, skeleton: skeleton(parse(latin)) });
        // No Uzbek Latin letter is left in the text outside the kept words.
        const text = message.replace(/\{[^{}]*\}|<\/?[\w-]+>/g, '');
        expect({ id, latinLeft: /[oOgG][ʻ]|[A-Za-z]ʼ[A-Za-z]/.test(text) }).toEqual({ id, latinLeft: false });
      }
    },
  );
});
