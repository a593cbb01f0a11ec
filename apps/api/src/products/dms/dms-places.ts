import type { DmsCategory, DmsPlace, DmsPlaceQuery } from '@polis/api-contract';

const city = (uz: string, ru: string, en: string) => ({ uz, ru, en });
const TASHKENT = city('Toshkent', 'Ташкент', 'Tashkent');
const SAMARKAND = city('Samarqand', 'Самарканд', 'Samarkand');
const BUKHARA = city('Buxoro', 'Бухара', 'Bukhara');
const FERGANA = city('Fargʻona', 'Фергана', 'Fergana');
const NAMANGAN = city('Namangan', 'Наманган', 'Namangan');
const ANDIJAN = city('Andijon', 'Андижан', 'Andijan');

const place = (
  id: number,
  name: string,
  category: DmsCategory,
  region_id: number,
  c: DmsPlace['city'],
  address: string,
  phone: string,
): DmsPlace => ({ id, name, category, region_id, city: c, address, phone });

/** The partner clinics (invented, plausible); ids, names and phones are the seed's, documented in README.md. */
// prettier-ignore
export const DMS_HOSPITALS: readonly DmsPlace[] = [
  place(1, 'Shox Med Center', 'VIP', 1, TASHKENT, 'Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli 154', '+998 71 200 11 01'),
  place(2, 'Akfa Medline', 'VIP', 1, TASHKENT, 'Olmazor tumani, Kichik halqa yoʻli 5', '+998 71 200 11 02'),
  place(3, 'Medion Clinic', 'Comfort', 1, TASHKENT, 'Yunusobod tumani, Amir Temur 108', '+998 71 200 11 03'),
  place(4, 'Oila Shifokori', 'Basic', 1, TASHKENT, 'Chilonzor tumani, Bunyodkor 21', '+998 71 200 11 04'),
  place(5, 'Samarqand Tibbiyot Markazi', 'Comfort', 30, SAMARKAND, 'Registon koʻchasi 12', '+998 66 200 11 05'),
  place(6, 'Afrosiyob Poliklinikasi', 'Basic', 30, SAMARKAND, 'Dagbit koʻchasi 3', '+998 66 200 11 06'),
  place(7, 'Buxoro Diagnostika', 'Comfort', 80, BUKHARA, 'Navoiy shoh koʻchasi 40', '+998 65 200 11 07'),
  place(8, 'Fargʻona Shifo', 'Basic', 40, FERGANA, 'Mustaqillik koʻchasi 15', '+998 73 200 11 08'),
  place(9, 'Namangan Med Plus', 'Comfort', 50, NAMANGAN, 'Navoiy koʻchasi 77', '+998 69 200 11 09'),
  place(10, 'Andijon Salomatlik', 'Basic', 60, ANDIJAN, 'Bobur shoh koʻchasi 9', '+998 74 200 11 10'),
];

/** The partner pharmacies. */
// prettier-ignore
export const DMS_PHARMACIES: readonly DmsPlace[] = [
  place(101, 'Dori-Darmon №1', 'Basic', 1, TASHKENT, 'Shayxontohur tumani, Navoiy 30', '+998 71 200 22 01'),
  place(102, 'Grand Pharm', 'Comfort', 1, TASHKENT, 'Yakkasaroy tumani, Shota Rustaveli 41', '+998 71 200 22 02'),
  place(103, 'Oxy Med Apteka', 'VIP', 1, TASHKENT, 'Mirobod tumani, Oybek 18', '+998 71 200 22 03'),
  place(104, 'Samarqand Farm', 'Basic', 30, SAMARKAND, 'Universitet xiyoboni 2', '+998 66 200 22 04'),
  place(105, 'Buxoro Dorixonasi', 'Basic', 80, BUKHARA, 'Mustaqillik 11', '+998 65 200 22 05'),
  place(106, 'Fargʻona Farm', 'Comfort', 40, FERGANA, 'Al-Fargʻoniy 24', '+998 73 200 22 06'),
];

/** Filters by category, region and a name fragment (case-insensitive). */
export function filterPlaces(places: readonly DmsPlace[], query: DmsPlaceQuery): DmsPlace[] {
  const name = query.name?.trim().toLocaleLowerCase();
  return places.filter(
    (p) =>
      (!query.category || p.category === query.category) &&
      (!query.region_id || p.region_id === query.region_id) &&
      (!name || p.name.toLocaleLowerCase().includes(name)),
  );
}
