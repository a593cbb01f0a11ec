import { toCyrillic } from './transliterate';

describe('toCyrillic', () => {
  it.each([
    // oʻ and gʻ, with the turned comma and with the apostrophes people type
    ['Oʻzbekiston', 'Ўзбекистон'],
    ['toʻgʻri', 'тўғри'],
    ["o'g'il", 'ўғил'],
    ['togʻ', 'тоғ'],
    ['yoʻl', 'йўл'],
    // sh, ch, ng
    ['shahar', 'шаҳар'],
    ['chiqish', 'чиқиш'],
    ['Tong', 'Тонг'],
    // ye/e
    ['yer', 'ер'],
    ['poyezd', 'поезд'],
    ['obyekt', 'объект'],
    ['eng', 'энг'],
    ['elektron', 'электрон'],
    ['keldi', 'келди'],
    // yo, yu, ya
    ['yoki', 'ёки'],
    ['Qashqadaryo', 'Қашқадарё'],
    ['yuk', 'юк'],
    ['menyu', 'меню'],
    ['yangi', 'янги'],
    // ts: ц in the loanword endings, тс where a stem meets a suffix, overrides for the rest
    ['operatsiya', 'операция'],
    ['Statsionar', 'Стационар'],
    ['muddatsiz', 'муддатсиз'],
    ['ketsa', 'кетса'],
    ['litsenziya', 'лицензия'],
    ['Aksiyadorlarga', 'Акциядорларга'],
    // the apostrophe sign (tutuq belgisi)
    ['maʼlumot', 'маълумот'],
    ['sanʼat', 'санъат'],
    ['eʼlon', 'эълон'],
    ['Isʼhoq', 'Исҳоқ'],
    // q, h, x
    ['qoʻshimcha xizmat', 'қўшимча хизмат'],
    // capitals and ALL CAPS
    ['Shartnoma', 'Шартнома'],
    ['Choʻl', 'Чўл'],
    ['Yangi', 'Янги'],
    ['Yer', 'Ер'],
    ['SUGʻURTA SHARTLARI', 'СУҒУРТА ШАРТЛАРИ'],
    ['MAʼLUMOT', 'МАЪЛУМОТ'],
    ['OBYEKT', 'ОБЪЕКТ'],
    ['YOʻL', 'ЙЎЛ'],
    ['Elektron', 'Электрон'],
    // Uzbek acronyms in Cyrillic, international ones and brands in Latin, suffixes transliterated
    ['OSAGO polisi', 'ОСАГО полиси'],
    ['JShShIRni', 'ЖШШИРни'],
    ['MChJ', 'МЧЖ'],
    ['OKED kodi', 'ОКЭД коди'],
    ['KK.OO.YYYY', 'КК.ОО.ЙЙЙЙ'],
    ['PDF va SMS', 'PDF ва SMS'],
    ['Payme yoki Click orqali', 'Payme ёки Click орқали'],
    ['Clickda', 'Clickда'],
    ['kompyuterda', 'компьютерда'],
    ['Call-markaz', 'Call-марказ'],
    ['Premium dasturi', 'Премиум дастури'],
  ])('%s -> %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('leaves links, e-mail addresses, domains, numbers and punctuation as they are', () => {
    expect(
      toCyrillic('Polis: https://polis.uz/uz-cyrl/prolong/abc, info@polis.uz, 01A123BC, 1 200 000 soʻm.'),
    ).toBe('Полис: https://polis.uz/uz-cyrl/prolong/abc, info@polis.uz, 01A123BC, 1 200 000 сўм.');
  });

  it("keeps a hint's example of Latin letters to type Latin, and file formats", () => {
    expect(toCyrillic('Ikkita lotin harfi, masalan AA')).toBe('Иккита лотин ҳарфи, масалан AA');
    expect(toCyrillic('Uchta harf, masalan AAF')).toBe('Учта ҳарф, масалан AAF');
    expect(toCyrillic('lotin harfi, raqam yoki chiziqcha, masalan I-TN')).toBe(
      'лотин ҳарфи, рақам ёки чизиқча, масалан I-TN',
    );
    // Only capitals after "masalan": a word of the text, or an Uzbek acronym elsewhere, is Cyrillic.
    expect(toCyrillic('Masalan: Onam, Akam. OSAGO polisi')).toBe('Масалан: Онам, Акам. ОСАГО полиси');
    expect(toCyrillic('JPG, PNG yoki PDF')).toBe('JPG, PNG ёки PDF');
  });

  it('keeps a closing quote after a word a quote', () => {
    expect(toCyrillic("'uy' va ‘bogʻ’")).toBe("'уй' ва ‘боғ’");
  });
});
