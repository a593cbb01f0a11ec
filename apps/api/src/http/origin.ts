/** The part of the settings that names the origin customers reach us at (`POLIS_PUBLIC_ORIGIN`). */
export interface PublicOrigin {
  /** Absolute origin for links that leave the browser (SMS, QR code); else the request's origin. */
  readonly publicOrigin: string | null;
}

/**
 * The configured public origin, else the one the request came to. The Host header is the caller's to
 * choose, which is why production requires POLIS_PUBLIC_ORIGIN: an SMS must never carry a forged host.
 */
export function originOf(request: { protocol: string; host: string }, config: PublicOrigin): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
