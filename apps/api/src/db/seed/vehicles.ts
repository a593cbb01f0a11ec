import type { Insertable } from 'kysely';
import type { VehiclesTable } from '../schema';
import { UNREGISTERED_OWNER_INN } from './companies';
import { UNREGISTERED_OWNER } from './persons';

/**
 * `vehicle_type_id`, as @polis/tariffs reads it: 1 passenger car (minivans such as Damas included),
 * 2 truck, bus, tractor or other heavy/special vehicle. Plates: `01A123BC` (person: region code, letter,
 * 3 digits, 2 letters) or `01123ABC` (organisation: region code, 3 digits, 3 letters); the region code
 * gives the OSAGO territory (01 Tashkent city, 10 Tashkent region, others). `123ABC02` is the one plate
 * registered abroad (Kazakhstan's layout), priced at the foreign tariff.
 */
type Owner = Pick<Insertable<VehiclesTable>, 'owner_type' | 'owner_pinfl' | 'owner_inn' | 'owner_name'>;

const personOwner = (pinfl: string, name: string): Owner => ({
  owner_type: 'person',
  owner_pinfl: pinfl,
  owner_inn: null,
  owner_name: name,
});
const companyOwner = (inn: string, name: string): Owner => ({
  owner_type: 'organization',
  owner_pinfl: null,
  owner_inn: inn,
  owner_name: name,
});

// One vehicle per line reads as the table it is.
// prettier-ignore
export const VEHICLES: readonly Insertable<VehiclesTable>[] = [
  vehicle('01A123BC', 'AAF', '1234567', 1, 'Chevrolet Cobalt', 2020, 'XWBJA69V9LA123456', 'B15D2-0123456', personOwner('31503902610013', 'Karimov Alisher Bahodirovich')),
  vehicle('01B234CD', 'AAF', '2345678', 1, 'Chevrolet Gentra', 2019, 'XWBJF69V9KA234567', 'B15D2-0234567', personOwner('42207952620021', 'Rahimova Dilnoza Anvarovna')),
  vehicle('10C345DE', 'AAG', '3456789', 1, 'Chevrolet Nexia 3', 2018, 'XWBJA69V9JA345678', 'B15D2-0345678', personOwner('30211852630030', 'Gʻulomov Gʻayrat Shavkat oʻgʻli')),
  vehicle('30D456EF', 'AAG', '4567890', 1, 'Chevrolet Spark', 2017, 'XWBMF48D9HA456789', 'B10S1-0456789', personOwner('33001782640044', 'Toʻxtayev Oʻtkir Ilhomovich')),
  vehicle('40E567FG', 'AAF', '5678901', 1, 'Chevrolet Malibu 2', 2021, 'XWBZC69S9MA567890', 'LFV-0567890', personOwner('40909922650059', 'Yusupova Nodira Rustam qizi')),
  vehicle('50F678GH', 'AAG', '6789012', 1, 'Chevrolet Damas', 2015, 'XWB4A11BDFA678901', 'LQ2-0678901', personOwner('51204012660065', 'Aliyev Sardor Jamshidovich')),
  vehicle('60G789HJ', 'AAF', '7890123', 1, 'Chevrolet Lacetti', 2012, 'XWBJF69V9CA789012', 'F16D3-0789012', personOwner('31706682680085', 'Nazarov Rustam Karimovich')),
  vehicle('70H890JK', 'AAG', '8901234', 1, 'Kia K5', 2022, 'XWEG5412BN0890123', 'G4KN-0890123', personOwner('42802992690098', 'Ergasheva Zarina Baxtiyorovna')),
  vehicle('80K901KL', 'AAF', '9012345', 1, 'Hyundai Sonata', 2021, 'KMHL341CBMA901234', 'G4KN-0901234', personOwner('30510882700101', 'Xolmatov Bobur Ulugʻbekovich')),
  vehicle('90L012LM', 'AAG', '1023456', 1, 'BYD Song Plus DM-i', 2023, 'LGXCE4CB9P0012345', 'BYD472-0012345', personOwner('30505752710111', 'Petrov Ivan Sergeyevich')),
  vehicle('95M123MN', 'AAF', '1134567', 1, 'Chevrolet Tracker 2', 2022, 'XWBTA76D9NA123457', 'L3T-0123457', personOwner('41908832720125', 'Kim Elena Vladimirovna')),
  vehicle('75S567ST', 'AAG', '1245678', 1, 'Daewoo Matiz', 2008, 'XWB4A11CD8A567890', 'F8CV-0567890', personOwner('40707872740143', 'Qodirova Shahlo Erkinovna')),
  vehicle('01T678TU', 'AAF', '1356789', 1, 'Chevrolet Nexia 2', 2010, 'XWB3D31UDAA678901', 'A15SMS-0678901', personOwner('30101602750155', 'Abdullayev Sherzod Toʻlqinovich')),
  vehicle('80U789UV', 'AAG', '1467890', 1, 'Chevrolet Spark', 2020, 'XWBMF48D9LA789012', 'B10S1-0789012', personOwner('62512032670077', 'Saidova Malika Olimovna')),
  vehicle('01123ABC', 'AAE', '2012345', 2, 'Isuzu NPR 75L', 2019, 'XW8NPR75LKK012345', '4HK1-0012345', companyOwner('301234567', '"Toshkent Non Kombinati" AJ')),
  vehicle('30456BCA', 'AAE', '2123456', 2, 'Isuzu Turkuaz (avtobus)', 2018, 'NNAM0NTR9JD123456', '4HK1-0123456', companyOwner('302345678', '"Samarqand Tekstil" MChJ')),
  vehicle('40789CDE', 'AAE', '2234567', 2, 'MAN TGS 33.400', 2016, 'WMA30WZZ5GM234567', 'D2066-0234567', companyOwner('303456789', '"Fargʻona Avto Trans" MChJ')),
  vehicle('85321DEF', 'AAE', '2345670', 2, 'KAMAZ 43118 avtokran (maxsus)', 2014, 'XTC431180E2345670', '740.30-2345670', companyOwner('305678901', '"Navoiy Kon Texnika" AJ')),
  vehicle('60654EFG', 'AAE', '2456781', 2, 'Belarus MTZ-82.1 traktor', 2011, 'Y4R900Z01B2456781', 'D243-2456781', companyOwner('306789012', '"Andijon Meva Sabzavot" FX')),
  vehicle('95789QQQ', 'AAE', '2567892', 2, 'GAZelle Next', 2020, 'X96A21R32L2567892', 'A274-2567892', companyOwner('200123456', '"Qoraqalpoq Tuz" DUK')),
  vehicle('123ABC02', 'AAH', '3012345', 1, 'Toyota Camry', 2020, 'XW7BF4FK60S012345', 'A25A-3012345', personOwner('33005962780182', 'Umarov Azizbek Nodirovich')),
  vehicle('20P345PQ', 'AAG', '3123456', 1, 'Chevrolet Cobalt', 2016, 'XWBJA69V9GA345600', 'B15D2-3123456', personOwner(UNREGISTERED_OWNER.pinfl, UNREGISTERED_OWNER.name)),
  vehicle('25456RST', 'AAE', '3234567', 2, 'Isuzu NQR 90L', 2017, 'XW8NQR90LHK234567', '4HK1-3234567', companyOwner(UNREGISTERED_OWNER_INN, '"Jizzax Yuk Tashish" MChJ')),
  // OSGOP passenger carriers (seats and kind: apps/api/src/products/osgop/passenger-register.ts)
  vehicle('01456ABD', 'AAE', '4123456', 2, 'GAZelle Next (yoʻnalishli taksi)', 2021, 'X96A65R32M0912345', 'A275-4123456', companyOwner('301234567', '"Toshkent Non Kombinati" AJ')),
  vehicle('01C777TX', 'AAF', '4234567', 1, 'Chevrolet Cobalt (taksi)', 2022, 'XWBJA69V9NA777777', 'B15D2-4234567', personOwner('31503902610013', 'Karimov Alisher Bahodirovich')),
  // Karimov's Cobalt re-registered in Samarkand (same body number as 01A123BC): an OSAGO policy's plate change.
  vehicle('30A777BC', 'AAG', '7770001', 1, 'Chevrolet Cobalt', 2020, 'XWBJA69V9LA123456', 'B15D2-0123456', personOwner('31503902610013', 'Karimov Alisher Bahodirovich')),
  vehicle('10789MBE', 'AAE', '4345678', 2, 'Isuzu NP37 (avtobus)', 2019, 'NNAN37P19KA345678', '4HK1-4345678', companyOwner('303456789', '"Fargʻona Avto Trans" MChJ')),
];

function vehicle(
  gov_number: string,
  tech_series: string,
  tech_number: string,
  vehicle_type_id: 1 | 2,
  model: string,
  issue_year: number,
  body_number: string,
  engine_number: string,
  owner: Owner,
): Insertable<VehiclesTable> {
  return {
    gov_number,
    tech_series,
    tech_number,
    vehicle_type_id,
    model,
    issue_year,
    body_number,
    engine_number,
    ...owner,
  };
}
