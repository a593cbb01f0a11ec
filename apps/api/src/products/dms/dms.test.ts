import { Value } from '@sinclair/typebox/value';
import { DmsHospitalsResponse, DmsPharmacyResponse } from '@polis/api-contract';
import { saleSuite } from '../../testing/sale-test-kit';

const { api } = saleSuite();

it('GET /dms/hospitals lists the partner clinics, filtered by category, region and name', async () => {
  const all = await api.get('/api/dms/hospitals');
  expect(all.statusCode).toBe(200);
  expect(Value.Check(DmsHospitalsResponse, all.json())).toBe(true);
  expect(all.json().data).toHaveLength(10);
  const vip = (await api.get('/api/dms/hospitals?category=VIP&region_id=1')).json().data;
  expect(vip.map((p: { name: string }) => p.name)).toEqual(['Shox Med Center', 'Akfa Medline']);
  // Each page shows the address in its language: the register's Uzbek words are not the English page's.
  expect(vip[1].address).toEqual({
    uz: 'Olmazor tumani, Kichik halqa yoʻli 5',
    ru: 'Алмазарский район, Малая кольцевая дорога, 5',
    en: '5 Small Ring Road, Almazar district',
  });
  for (const p of all.json().data as { address: Record<string, string> }[])
    expect(p.address.en).not.toMatch(/tumani|koʻchasi|yoʻli|xiyoboni/);
  const named = (await api.get('/api/dms/hospitals?name=samarqand')).json().data;
  expect(named.map((p: { id: number }) => p.id)).toEqual([5]);
  expect((await api.get('/api/dms/hospitals?region_id=95')).json().data).toEqual([]);
});

it('GET /dms/pharmacy lists the partner pharmacies', async () => {
  const res = await api.get('/api/dms/pharmacy?region_id=30');
  expect(Value.Check(DmsPharmacyResponse, res.json())).toBe(true);
  expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['Samarqand Farm']);
});

it.each(['category=Gold', 'region_id=abc', `name=${'x'.repeat(101)}`])(
  'refuses %s with 400',
  async (query) => {
    const res = await api.get(`/api/dms/hospitals?${query}`);
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
  },
);
