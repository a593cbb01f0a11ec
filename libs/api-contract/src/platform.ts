import { Type } from '@sinclair/typebox';
import { endpoint } from './endpoint';
import { PLATFORM_PATHS, RULES_PATHS } from './paths';

/**
 * The platform's own endpoints: health (liveness) and readiness (the database and the file store answer), both
 * without a credential, and the catalogue's starting prices (a dictionary).
 */
export const PLATFORM_ENDPOINTS = {
  health: endpoint(PLATFORM_PATHS.health, { response: {} }),
  ready: endpoint(PLATFORM_PATHS.ready, { response: {} }),
  products: endpoint(PLATFORM_PATHS.products, { response: {} }),
};

/** The public offer and the products' insurance rules as PDFs (no credential: a plain link opens them). */
export const RULES_ENDPOINTS = {
  pdf: endpoint(
    RULES_PATHS.pdf,
    {
      params: Type.Object({ key: Type.String({ maxLength: 40 }), lang: Type.String({ maxLength: 10 }) }),
      response: {},
    },
    ['not_found'],
  ),
};
