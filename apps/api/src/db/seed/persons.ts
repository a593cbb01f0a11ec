import type { Insertable } from 'kysely';
import type { DrivingLicencesTable, PersonsTable } from '../schema';

/**
 * The person registry's test identities (apps/api/README.md lists what each one is for). PINFLs follow
 * the real layout so the front end's checks see realistic values: century-and-sex digit (3/4 men/women
 * born 19xx, 5/6 born 20xx), DDMMYY birthday, 3-digit place, 3-digit serial, check digit (weights 7-3-1).
 * Names are Uzbek Latin with the proper ʻ (U+02BB) in oʻ/gʻ; the Cyrillic columns hold the same names.
 */
// One identity per line reads as the table it is.
// prettier-ignore
export const PERSONS: readonly Insertable<PersonsTable>[] = [
  person('AA', '1234567', '1990-03-15', '31503902610013', 'M', ['Karimov', 'Alisher', 'Bahodirovich'], ['Каримов', 'Алишер', 'Баходирович'], '998901234567'),
  person('AB', '2345678', '1995-07-22', '42207952620021', 'F', ['Rahimova', 'Dilnoza', 'Anvarovna'], ['Рахимова', 'Дилноза', 'Анваровна'], '998935550011'),
  person('AC', '3456789', '1985-11-02', '30211852630030', 'M', ['Gʻulomov', 'Gʻayrat', 'Shavkat oʻgʻli'], ['Ғуломов', 'Ғайрат', 'Шавкат ўғли'], null),
  person('AA', '4567890', '1978-01-30', '33001782640044', 'M', ['Toʻxtayev', 'Oʻtkir', 'Ilhomovich'], ['Тўхтаев', 'Ўткир', 'Илҳомович'], '998971112233'),
  person('AB', '5678901', '1992-09-09', '40909922650059', 'F', ['Yusupova', 'Nodira', 'Rustam qizi'], ['Юсупова', 'Нодира', 'Рустам қизи'], null),
  person('AD', '6789012', '2001-04-12', '51204012660065', 'M', ['Aliyev', 'Sardor', 'Jamshidovich'], ['Алиев', 'Сардор', 'Жамшидович'], '998998887766'),
  person('AC', '7890123', '2003-12-25', '62512032670077', 'F', ['Saidova', 'Malika', 'Olimovna'], ['Саидова', 'Малика', 'Олимовна'], null),
  person('AA', '8901234', '1968-06-17', '31706682680085', 'M', ['Nazarov', 'Rustam', 'Karimovich'], ['Назаров', 'Рустам', 'Каримович'], '998903334455'),
  person('AB', '9012345', '1999-02-28', '42802992690098', 'F', ['Ergasheva', 'Zarina', 'Baxtiyorovna'], ['Эргашева', 'Зарина', 'Бахтиёровна'], null),
  person('AD', '1122334', '1988-10-05', '30510882700101', 'M', ['Xolmatov', 'Bobur', 'Ulugʻbekovich'], ['Холматов', 'Бобур', 'Улуғбекович'], '998946667788'),
  person('AA', '2233445', '1975-05-05', '30505752710111', 'M', ['Petrov', 'Ivan', 'Sergeyevich'], ['Петров', 'Иван', 'Сергеевич'], null),
  person('AB', '3344556', '1983-08-19', '41908832720125', 'F', ['Kim', 'Elena', 'Vladimirovna'], ['Ким', 'Елена', 'Владимировна'], '998909990011'),
  person('AC', '4455667', '1993-03-03', '30303932730139', 'M', ['Mirzayev', 'Jasur', 'Akmalovich'], ['Мирзаев', 'Жасур', 'Акмалович'], null),
  person('AD', '5566778', '1987-07-07', '40707872740143', 'F', ['Qodirova', 'Shahlo', 'Erkinovna'], ['Қодирова', 'Шаҳло', 'Эркиновна'], null),
  person('AA', '6677889', '1960-01-01', '30101602750155', 'M', ['Abdullayev', 'Sherzod', 'Toʻlqinovich'], ['Абдуллаев', 'Шерзод', 'Тўлқинович'], '998977770000'),
  person('AB', '7788990', '1970-10-10', '41010702760163', 'F', ['Islomova', 'Feruza', 'Hamidovna'], ['Исломова', 'Феруза', 'Ҳамидовна'], null),
  person('AC', '8899001', '2000-01-15', '61501002770175', 'F', ['Tursunova', 'Kamola', 'Doniyorovna'], ['Турсунова', 'Камола', 'Дониёровна'], '998912223344'),
  person('AD', '9900112', '1996-05-30', '33005962780182', 'M', ['Umarov', 'Azizbek', 'Nodirovich'], ['Умаров', 'Азизбек', 'Нодирович'], null),
  person('AA', '1357913', '1991-04-04', '40404912790190', 'F', ['Hasanova', 'Laylo', 'Botirovna'], ['Ҳасанова', 'Лайло', 'Ботировна'], null),
  person('AB', '2468024', '1982-12-12', '31212822800207', 'M', ['Raximov', 'Temur', 'Saidovich'], ['Рахимов', 'Темур', 'Саидович'], '998950001122'),
  // travel: a child (travel passport, no licence) and a pensioner over 75
  person('AB', '7654321', '2016-06-01', '50106162810217', 'M', ['Karimov', 'Sardor', 'Alisherovich'], ['Каримов', 'Сардор', 'Алишерович'], null),
  person('AC', '1946021', '1946-02-10', '31002462820220', 'M', ['Yoʻldoshev', 'Gʻofur', 'Ahmadovich'], ['Йўлдошев', 'Ғофур', 'Аҳмадович'], '998935557799'),
];

/** Someone a vehicle is registered to who is missing from the person registry (owner data not found). */
export const UNREGISTERED_OWNER = { pinfl: '31005872810216', name: 'Qosimov Anvar Valiyevich' } as const;

/**
 * Licences by PINFL. Saidova (AC 7890123), Mirzayev (AC 4455667) and Hasanova (AA 1357913) have none:
 * they trigger "licence not found" for a named driver.
 */
export const DRIVING_LICENCES: readonly Insertable<DrivingLicencesTable>[] = [
  licence('31503902610013', 'AF', '1234567', '2010-05-20', 'B'),
  licence('42207952620021', 'AG', '2345678', '2015-08-11', 'B'),
  licence('30211852630030', 'AF', '3456789', '2004-02-14', 'B, C'),
  licence('33001782640044', 'AF', '4567890', '1998-06-01', 'B, C, D'),
  licence('40909922650059', 'AG', '5678901', '2012-10-03', 'B'),
  licence('51204012660065', 'AG', '6789012', '2019-07-15', 'B'),
  licence('31706682680085', 'AF', '8901234', '1988-09-09', 'B, C'),
  licence('42802992690098', 'AG', '9012345', '2018-03-27', 'B'),
  licence('30510882700101', 'AF', '1122334', '2007-11-30', 'B, C'),
  licence('30505752710111', 'AF', '2233445', '1995-04-18', 'B'),
  licence('41908832720125', 'AG', '3344556', '2003-06-06', 'B'),
  licence('40707872740143', 'AG', '5566778', '2009-01-21', 'B'),
  licence('30101602750155', 'AF', '6677889', '1980-05-12', 'B, C, D, E'),
  licence('41010702760163', 'AG', '7788990', '1992-12-01', 'B'),
  licence('61501002770175', 'AG', '8899001', '2021-02-09', 'B'),
  licence('33005962780182', 'AF', '9900112', '2016-08-08', 'B, BE'),
  licence('31212822800207', 'AF', '2468024', '2001-10-10', 'B, C'),
  licence('31002462820220', 'AF', '1946021', '1966-05-20', 'B'),
];

function person(
  passport_series: string,
  passport_number: string,
  birthday: string,
  pinfl: string,
  gender: 'M' | 'F',
  [last_name, first_name, middle_name]: readonly [string, string, string],
  [last_name_cyr, first_name_cyr, middle_name_cyr]: readonly [string, string, string],
  phone: string | null,
): Insertable<PersonsTable> {
  return {
    passport_series,
    passport_number,
    birthday,
    pinfl,
    last_name,
    first_name,
    middle_name,
    last_name_cyr,
    first_name_cyr,
    middle_name_cyr,
    gender,
    phone,
  };
}

function licence(
  pinfl: string,
  series: string,
  number: string,
  issue_date: string,
  categories: string,
): Insertable<DrivingLicencesTable> {
  return { pinfl, series, number, issue_date, categories };
}
