import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { SiteFooter } from '@polis/ui';
import { FOOTER_COLUMNS } from '../nav-groups';

/** Footer of the site: company, shareholder, customer and partner pages, contacts, licence line. */
export function MainFooter() {
  return (
    <SiteFooter
      links={
        <div className="shell-footer__grid">
          {FOOTER_COLUMNS.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="shell-footer__title">
                <FormattedMessage id={`shell.footer.${column.id}`} />
              </h2>
              <ul className="shell-footer__links">
                {column.pages.map((page) => (
                  <li key={page}>
                    <LocalizedLink to={page}>
                      <FormattedMessage id={`shell.page.${page}`} />
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      }
    >
      <address className="shell-footer__address">
        <a href="tel:+998712000000">+998 71 200 00 00</a> · <a href="mailto:info@polis.uz">info@polis.uz</a>
        <br />
        <FormattedMessage id="shell.footer.address" /> · <FormattedMessage id="shell.footer.hours" />
      </address>
      <p className="shell-footer__licence">
        <FormattedMessage id="shell.footer.licence" />
      </p>
    </SiteFooter>
  );
}
