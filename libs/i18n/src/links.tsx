import { forwardRef, useCallback, type AnchorHTMLAttributes } from 'react';
import { Link, NavLink, useLocation, useNavigate, type NavLinkProps } from 'react-router';
import { href, langCookie, switchLangPath, type Lang } from '@polis/routing';
import { useLang, useLangSettings } from './lang-context';

type Params = Readonly<Record<string, string | number | undefined>>;

/** Builds paths in the page's language from route patterns (`osago/:ad?`). */
export function useHref() {
  const lang = useLang();
  return useCallback((pattern: string, params?: Params) => href(lang, pattern, params), [lang]);
}

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route pattern without the language prefix, e.g. `osago` or `news/:slug`. */
  readonly to: string;
  readonly params?: Params;
}

export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink(
  { to, params, ...rest },
  ref,
) {
  const build = useHref();
  return <Link ref={ref} to={build(to, params)} {...rest} />;
});

export interface LocalizedNavLinkProps extends Omit<NavLinkProps, 'to'> {
  readonly to: string;
  readonly params?: Params;
}

export function LocalizedNavLink({ to, params, ...rest }: LocalizedNavLinkProps) {
  const build = useHref();
  return <NavLink to={build(to, params)} {...rest} />;
}

/** Writes the language cookie (365 days, path /, SameSite=Lax, Secure only cross-origin). */
export function writeLangCookie(lang: Lang, crossOrigin = false) {
  document.cookie = langCookie(lang, { crossOrigin });
}

/** Switches language on the same page: updates the cookie, then goes to the other prefix of the same path. */
export function useSwitchLanguage() {
  const { crossOriginCookie } = useLangSettings();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (next: Lang) => {
      writeLangCookie(next, crossOriginCookie);
      navigate(switchLangPath(location.pathname, location.search, next) + location.hash);
    },
    [crossOriginCookie, location, navigate],
  );
}
