import type { Insertable } from 'kysely';
import type { CompaniesTable } from '../schema';

/**
 * The tax registry's test companies. INNs of legal entities start with 2 or 3; accounts are 20-digit
 * settlement accounts (20208 = legal entity in UZS); MFO codes are 5-digit bank branch codes. All values
 * are invented. "Qoraqalpoq Tuz" has no short name: the registry's mark of a record not insurable online.
 */
// One company per line reads as the table it is.
// prettier-ignore
export const COMPANIES: readonly Insertable<CompaniesTable>[] = [
  company('301234567', '"Toshkent Non Kombinati" aksiyadorlik jamiyati', 'Toshkent Non Kombinati AJ', 'Karimov Alisher Bahodirovich', 'Toshkent sh., Chilonzor tumani, Bunyodkor koʻchasi, 12-uy', '"Kapitalbank" ATB Chilonzor filiali', '01018', '20208000900123456001', '10710', 1),
  company('302345678', '"Samarqand Tekstil" masʼuliyati cheklangan jamiyati', 'Samarqand Tekstil MChJ', 'Nazarov Rustam Karimovich', 'Samarqand sh., Amir Temur koʻchasi, 45-uy', '"Hamkorbank" ATB Samarqand filiali', '00873', '20208000500234567002', '13200', 30),
  company('303456789', '"Fargʻona Avto Trans" masʼuliyati cheklangan jamiyati', 'Fargʻona Avto Trans MChJ', 'Yusupova Nodira Rustam qizi', 'Fargʻona sh., Mustaqillik koʻchasi, 7-uy', '"Ipoteka-bank" ATIB Fargʻona filiali', '00421', '20208000300345678003', '49410', 40),
  company('304567890', '"Buxoro Qurilish Servis" masʼuliyati cheklangan jamiyati', 'Buxoro Qurilish Servis MChJ', 'Xolmatov Bobur Ulugʻbekovich', 'Buxoro sh., Bahouddin Naqshband koʻchasi, 88-uy', '"Asaka" bank AJ Buxoro filiali', '00296', '20208000100456789004', '41200', 80),
  company('305678901', '"Navoiy Kon Texnika" aksiyadorlik jamiyati', 'Navoiy Kon Texnika AJ', 'Abdullayev Sherzod Toʻlqinovich', 'Navoiy sh., Galaba shoh koʻchasi, 3-uy', '"Oʻzsanoatqurilishbank" ATB Navoiy filiali', '00351', '20208000700567890005', '07290', 85),
  company('306789012', '"Andijon Meva Sabzavot" fermer xoʻjaligi', 'Andijon Meva Sabzavot FX', 'Umarov Azizbek Nodirovich', 'Andijon viloyati, Asaka tumani, Navbahor MFY', '"Agrobank" ATB Asaka filiali', '00544', '20208000200678901006', '01130', 60),
  company('307890123', '"IT Park Digital" masʼuliyati cheklangan jamiyati', 'IT Park Digital MChJ', 'Kim Elena Vladimirovna', 'Toshkent sh., Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 161-uy', '"Trastbank" XAB', '00491', '20208000400789012007', '62010', 1),
  company('308901234', '"Xorazm Turizm" masʼuliyati cheklangan jamiyati', 'Xorazm Turizm MChJ', 'Raximov Temur Saidovich', 'Xiva sh., Pahlavon Mahmud koʻchasi, 21-uy', '"Xalq banki" ATB Xorazm filiali', '00612', '20208000600890123008', '79110', 90),
  company('309012345', '"Namangan Savdo Markazi" masʼuliyati cheklangan jamiyati', 'Namangan Savdo Markazi MChJ', 'Qodirova Shahlo Erkinovna', 'Namangan sh., Navoiy koʻchasi, 54-uy', '"Aloqabank" ATB Namangan filiali', '00734', '20208000800901234009', '47190', 50),
  company('200123456', '"Qoraqalpoq Tuz" davlat unitar korxonasi', null, 'Toʻxtayev Oʻtkir Ilhomovich', 'Qoraqalpogʻiston Respublikasi, Qoʻngʻirot tumani, Tuz MFY', '"Xalq banki" ATB Nukus filiali', '00655', '20208000901012345010', '08930', 95),
];

/** An INN a vehicle is registered to that is missing from the tax registry (owner INN not found). */
export const UNREGISTERED_OWNER_INN = '309999999';

function company(
  inn: string,
  name: string,
  short_name: string | null,
  director: string,
  address: string,
  bank_name: string,
  mfo: string,
  account: string,
  oked: string,
  region_id: number,
): Insertable<CompaniesTable> {
  return { inn, name, short_name, director, address, bank_name, mfo, account, oked, region_id };
}
