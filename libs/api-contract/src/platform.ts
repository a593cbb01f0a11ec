import { Type } from '@sinclair/typebox';
import { endpoint } from './endpoint';
import { PLATFORM_PATHS, RULES_PATHS } from './paths';

/** The platform's own endpoints: health (no credential) and the catalogue's starting prices (a dictionary). */
export const PLATFORM_ENDPOINTS = {
  health: endpoint(PLATFORM_PATHS.health, { response: {} }),
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
