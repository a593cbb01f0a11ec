import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ROUTES, samplePaths } from '@polis/routing';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { renderPage } from '../content/content-test-utils';
import { ProlongPage } from './prolong-page';

// The route crawl's sample: a well-formed token.
const [{ path }] = samplePaths(
  ROUTES.filter((r) => r.path === 'prolong/:token'),
  ['uz'],
);
const token = path.split('/').at(-1);
const asked: string[] = [];
setupApiServer(
  http.get(apiUrl('/prolong/:token'), ({ params }) => {
    asked.push(String(params.token));
    return HttpResponse.json({ error: { code: 'renewal_not_found', message: 'no' } }, { status: 404 });
  }),
);
beforeEach(() => configureTestApiClient());

it("asks the API for the route's token and says plainly when the link is not valid (Uzbek)", async () => {
  await renderPage(ProlongPage, {
    lang: 'uz',
    pattern: 'prolong/:token',
    path,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bu havola yaroqsiz' })).toBeInTheDocument();
  expect(asked).toEqual([token]);
});
