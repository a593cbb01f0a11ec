import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serveFakeDist } from '../testing/fake-dist';
import { SITE_AUTH, testServer } from '../testing/test-server';
import { pickEncoding } from './compression';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
  ])('%j -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
  it('takes no header as no encoding', () => expect(pickEncoding(undefined)).toBeNull());
});

describe('compressed answers', () => {
  const served = serveFakeDist();
  const bigScript = `export const data = ${JSON.stringify('x'.repeat(5000))};`;
  const asset = path.join(served.dir, 'site', 'assets', 'big-Hash1.js');
  writeFileSync(asset, bigScript);
  // What the build writes beside it (tools/build/vite.mjs).
  writeFileSync(`${asset}.br`, brotliCompressSync(bigScript));
  writeFileSync(`${asset}.gz`, gzipSync(bigScript));

  it('serves a built asset precompressed as the client accepts, with Vary', async () => {
    const url = '/_site/assets/big-Hash1.js';
    const br = await served.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await served.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await served.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses an API answer above 1 KB and leaves a small one alone', async () => {
    const { app } = await testServer();
    const auth = { authorization: SITE_AUTH };
    const big = await app.inject({ url: '/api/getRegions', headers: { ...auth, 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const regions = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as unknown;
    const plain = await app.inject({ url: '/api/getRegions', headers: auth });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(regions).toEqual(plain.json());
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });
});
