import type { ReactElement } from 'react';
import type { ProductIconKind } from './product-icon-kind';

// Hand-drawn on a 24 px grid, 1.75 px round strokes, no fills: one family with the other icons.
const car = (
  <>
    <path d="M4 16.5V12l1.7-4.4A2 2 0 0 1 7.6 6.3h8.8a2 2 0 0 1 1.9 1.3L20 12v4.5" />
    <path d="M3.5 16.5h17M4.5 12h15M6.5 16.5v2.2M17.5 16.5v2.2M7.5 14.2h1.5M15 14.2h1.5" />
  </>
);

export const PRODUCT_ICON_PATHS: Readonly<Record<ProductIconKind, ReactElement>> = {
  osago: car,
  kasko: (
    <>
      <path d="M3 14V10.5l1.4-3.6A1.7 1.7 0 0 1 6 5.8h7a1.7 1.7 0 0 1 1.6 1.1L16 10.5" />
      <path d="M2.5 14h9M3.5 10.5h12M4.8 14v1.8M6 12.2h1.2" />
      <path d="M17.5 12.5l4 1.6v2.6c0 2.4-1.6 4.3-4 5.3-2.4-1-4-2.9-4-5.3v-2.6z" />
      <path d="m16 17.2 1.1 1.1 2-2.2" />
    </>
  ),
  cylinder: (
    <>
      <path d="M9 7h6a2.5 2.5 0 0 1 2.5 2.5v9A2.5 2.5 0 0 1 15 21H9a2.5 2.5 0 0 1-2.5-2.5v-9A2.5 2.5 0 0 1 9 7z" />
      <path d="M10 7V4.5h4V7M12 4.5V3M9.5 3h5M6.5 11.5h11" />
    </>
  ),
  accident: (
    <>
      <rect x="2.5" y="8.5" width="19" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" transform="rotate(-45 12 12)" />
      <path d="M7.8 11.3h.01M9.2 9.9h.01M14.8 14.1h.01M16.2 12.7h.01" />
    </>
  ),
  sportsman: (
    <path d="M6.5 7.5v9M9.5 5.5v13M14.5 5.5v13M17.5 7.5v9M9.5 12h5M3.5 10.5v3M20.5 10.5v3M3.5 12h3M17.5 12h3" />
  ),
  travel: (
    <path d="M12 2.8c.8 0 1.4.7 1.4 1.5V9l7.1 4.1v2l-7.1-2v4.6l2.1 1.6v1.6L12 20l-3.5.9v-1.6l2.1-1.6v-4.6l-7.1 2v-2L10.6 9V4.3c0-.8.6-1.5 1.4-1.5z" />
  ),
  'uzbekistan-travel': (
    <>
      <path d="M12 21.2s-6.5-5.6-6.5-11.2a6.5 6.5 0 0 1 13 0c0 5.6-6.5 11.2-6.5 11.2z" />
      <path d="M9.5 9.2h5v3.6h-5zM11 9.2V8h2v1.2" />
    </>
  ),
  dms: (
    <>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" />
      <path d="M7 12.5h2.6l1.4-2.3 2 4.6 1.4-2.3H17" />
    </>
  ),
  home: (
    <>
      <path d="M3.5 11.2 12 4l8.5 7.2" />
      <path d="M6 9.3V20h12V9.3M10 20v-5h4v5" />
    </>
  ),
  'premium-home': (
    <>
      <path d="M3.5 11.2 12 4l8.5 7.2" />
      <path d="M6 9.3V20h12V9.3" />
      <path d="m12 11.3 1.1 2.2 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z" />
    </>
  ),
  pets: (
    <>
      <ellipse cx="12" cy="16" rx="3.8" ry="3.2" />
      <circle cx="6.8" cy="10.8" r="1.7" />
      <circle cx="10" cy="6.8" r="1.7" />
      <circle cx="14" cy="6.8" r="1.7" />
      <circle cx="17.2" cy="10.8" r="1.7" />
    </>
  ),
  docs: (
    <>
      <path d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M14 3v5h5M9 12.5h6M9 16.5h4" />
    </>
  ),
  'job-loss': (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18M11 12.5v2h2v-2" />
    </>
  ),
};
