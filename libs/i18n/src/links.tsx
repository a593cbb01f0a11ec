import { createContext, forwardRef, useCallback, useContext, type AnchorHTMLAttributes } from 'react';
import { Link, NavLink, useLocation, useNavigate, type NavLinkProps } from 'react-router';
import { appForPath, href, langCookie, switchLangPath, type HostApp, type Lang } from '@polis/routing';
import { useLang, useLangSettings } from './lang-context';

/**
 * The host app rendering the link. A path owned by another host app (site -> cabinet) is a different
 * single-page app on the same origin, so it needs a full page load, not a client-side navigation.
 */
export const HostAppContext = createContext<HostApp | null>(null);
const useIsOtherApp = (path: string) => {
  const app = useContext(HostAppContext);
  return app !== null && appForPath(path) !== app;
};

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
  const path = build(to, params);
  const external = useIsOtherApp(path);
  if (external) return <a ref={ref} href={path} {...rest} />;
  return <Link ref={ref} to={path} {...rest} />;
});

export interface LocalizedNavLinkProps extends Omit<NavLinkProps, 'to'> {
  readonly to: string;
  readonly params?: Params;
}

export function LocalizedNavLink({ to, params, ...rest }: LocalizedNavLinkProps) {
  const build = useHref();
  const path = build(to, params);
  const external = useIsOtherApp(path);
  if (external) {
    const { className, style, children, end: _end, caseSensitive: _cs, ...anchor } = rest;
    const state = { isActive: false, isPending: false, isTransitioning: false };
    return (
      <a
        href={path}
        className={typeof className === 'function' ? className(state) : className}
        style={typeof style === 'function' ? style(state) : style}
        {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {typeof children === 'function' ? children(state) : children}
      </a>
    );
  }
  return <NavLink to={path} {...rest} />;
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
