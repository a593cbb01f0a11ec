import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { FOOTER_COLUMNS } from '../nav-groups';

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__grid">
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
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="shell-footer__title">
            <FormattedMessage id="shell.footer.contacts" />
          </h2>
          <address className="shell-footer__address">
            <a href="tel:+998712000000">+998 71 200 00 00</a>
            <br />
            <a href="mailto:info@polis.uz">info@polis.uz</a>
            <br />
            <FormattedMessage id="shell.footer.address" />
            <br />
            <FormattedMessage id="shell.footer.hours" />
          </address>
        </section>
      </div>
      <div className="shell-container shell-footer__legal">
        <p>
          <FormattedMessage id="shell.footer.licence" />
        </p>
        <p>
          <FormattedMessage id="shell.footer.copyright" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
