import type { FastifyInstance } from 'fastify';
import { seededServer } from './testing/test-server';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await seededServer());
});
afterAll(() => app.close());

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { tags?: string[]; security?: unknown[]; responses: Record<string, { description: string }> }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

describe('/api/docs', () => {
  it('serves the browsable page without a credential, its scripts all from this origin', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The CSP allows only `script-src 'self'`: an inline script or a CDN would leave the page blank.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(inline.trim()).toBe('');
    }
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const bundle = await app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('serves the OpenAPI document of the API routes only, components named by contract $id', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/sayt/getPerson',
        '/api/travel-neo/getPerson',
        '/api/osgor_neo/inn/v3',
        '/api/osgor_neo/inn',
        '/api/getRegions',
        '/api/site-requests',
        '/api/shaxsiy_kabinet/business-requests',
      ]),
    );
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/') && !p.includes('*'))).toBe(true);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['SaytPerson', 'InsurerFailure', 'Organization', 'Region', 'District']),
    );
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/sayt/getPerson'].post.security).toBeUndefined();
    expect(doc.paths['/api/sayt/getPerson'].post.responses['401'].description).toMatch(/unauthorized/);
    expect(doc.paths['/api/health'].get.tags).toEqual(['platform']);
  });
});
