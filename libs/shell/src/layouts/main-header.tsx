import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { BusinessBadge, DropdownMenu, SiteHeader } from '@polis/ui';
import { NAV_GROUPS } from '../nav-groups';

/** Header of the default, business and dashboard layouts: product menus, the business link, the cabinet. */
export function MainHeader({ business = false }: { business?: boolean }) {
  return (
    <SiteHeader
      badge={business ? <BusinessBadge /> : undefined}
      nav={
        <ul className="shell-nav">
          {NAV_GROUPS.map((group) => (
            <li key={group.id}>
              <DropdownMenu
                align="start"
                label={<FormattedMessage id={`shell.nav.group.${group.id}`} />}
                items={group.products.map((p) => ({
                  id: p.key,
                  to: p.page,
                  label: <FormattedMessage id={`shell.product.${p.key}`} />,
                }))}
              />
            </li>
          ))}
          <li>
            {business ? (
              <LocalizedLink
                className="shell-nav__link"
                to="catalogue/:filter?"
                params={{ filter: 'natural-person' }}
              >
                <FormattedMessage id="shell.nav.individuals" />
              </LocalizedLink>
            ) : (
              <LocalizedLink className="shell-nav__link" to="for-business">
                <FormattedMessage id="shell.nav.business" />
              </LocalizedLink>
            )}
          </li>
        </ul>
      }
      actions={
        <LocalizedLink className="shell-nav__cabinet" to="login">
          <span className="shell-nav__cabinet-text polis-visually-hidden-phone">
            <FormattedMessage id="shell.nav.cabinet" />
          </span>
        </LocalizedLink>
      }
    />
  );
}
