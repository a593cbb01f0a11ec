import type { DmsCategory, DmsPlace, DmsPlaceQuery } from '@polis/api-contract';

/** A city or an address in the three languages (the register's Uzbek, and how a Russian or English reader writes it). */
const city = (uz: string, ru: string, en: string) => ({ uz, ru, en });
const at = city;
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
  address: DmsPlace['address'],
  phone: string,
): DmsPlace => ({ id, name, category, region_id, city: c, address, phone });

/** The partner clinics (invented, plausible); ids, names and phones are the seed's, documented in README.md. */
// prettier-ignore
export const DMS_HOSPITALS: readonly DmsPlace[] = [
  place(1, 'Shox Med Center', 'VIP', 1, TASHKENT, at('Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli 154', 'Мирзо-Улугбекский район, ул. Буюк Ипак йули, 154', '154 Buyuk Ipak Yuli St, Mirzo Ulugbek district'), '+998 71 200 11 01'),
  place(2, 'Akfa Medline', 'VIP', 1, TASHKENT, at('Olmazor tumani, Kichik halqa yoʻli 5', 'Алмазарский район, Малая кольцевая дорога, 5', '5 Small Ring Road, Almazar district'), '+998 71 200 11 02'),
  place(3, 'Medion Clinic', 'Comfort', 1, TASHKENT, at('Yunusobod tumani, Amir Temur 108', 'Юнусабадский район, пр. Амира Темура, 108', '108 Amir Temur Ave, Yunusabad district'), '+998 71 200 11 03'),
  place(4, 'Oila Shifokori', 'Basic', 1, TASHKENT, at('Chilonzor tumani, Bunyodkor 21', 'Чиланзарский район, пр. Бунёдкор, 21', '21 Bunyodkor Ave, Chilanzar district'), '+998 71 200 11 04'),
  place(5, 'Samarqand Tibbiyot Markazi', 'Comfort', 30, SAMARKAND, at('Registon koʻchasi 12', 'ул. Регистан, 12', '12 Registan St'), '+998 66 200 11 05'),
  place(6, 'Afrosiyob Poliklinikasi', 'Basic', 30, SAMARKAND, at('Dagbit koʻchasi 3', 'ул. Дагбит, 3', '3 Dagbit St'), '+998 66 200 11 06'),
  place(7, 'Buxoro Diagnostika', 'Comfort', 80, BUKHARA, at('Navoiy shoh koʻchasi 40', 'ул. Навои, 40', '40 Navoi St'), '+998 65 200 11 07'),
  place(8, 'Fargʻona Shifo', 'Basic', 40, FERGANA, at('Mustaqillik koʻchasi 15', 'ул. Мустакиллик, 15', '15 Mustaqillik St'), '+998 73 200 11 08'),
  place(9, 'Namangan Med Plus', 'Comfort', 50, NAMANGAN, at('Navoiy koʻchasi 77', 'ул. Навои, 77', '77 Navoi St'), '+998 69 200 11 09'),
  place(10, 'Andijon Salomatlik', 'Basic', 60, ANDIJAN, at('Bobur shoh koʻchasi 9', 'ул. Бабура, 9', '9 Babur St'), '+998 74 200 11 10'),
];

/** The partner pharmacies. */
// prettier-ignore
export const DMS_PHARMACIES: readonly DmsPlace[] = [
  place(101, 'Dori-Darmon №1', 'Basic', 1, TASHKENT, at('Shayxontohur tumani, Navoiy 30', 'Шайхантахурский район, ул. Навои, 30', '30 Navoi St, Shaykhantakhur district'), '+998 71 200 22 01'),
  place(102, 'Grand Pharm', 'Comfort', 1, TASHKENT, at('Yakkasaroy tumani, Shota Rustaveli 41', 'Яккасарайский район, ул. Шота Руставели, 41', '41 Shota Rustaveli St, Yakkasaray district'), '+998 71 200 22 02'),
  place(103, 'Oxy Med Apteka', 'VIP', 1, TASHKENT, at('Mirobod tumani, Oybek 18', 'Мирабадский район, ул. Ойбека, 18', '18 Oybek St, Mirabad district'), '+998 71 200 22 03'),
  place(104, 'Samarqand Farm', 'Basic', 30, SAMARKAND, at('Universitet xiyoboni 2', 'Университетский бульвар, 2', '2 University Blvd'), '+998 66 200 22 04'),
  place(105, 'Buxoro Dorixonasi', 'Basic', 80, BUKHARA, at('Mustaqillik 11', 'ул. Мустакиллик, 11', '11 Mustaqillik St'), '+998 65 200 22 05'),
  place(106, 'Fargʻona Farm', 'Comfort', 40, FERGANA, at('Al-Fargʻoniy 24', 'ул. Аль-Фергани, 24', '24 Al-Fargani St'), '+998 73 200 22 06'),
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
