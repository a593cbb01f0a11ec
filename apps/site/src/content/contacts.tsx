import { useIntl } from 'react-intl';
import { INSURER_PHONE } from '@polis/ui';

/** Head office contacts; the same in every language, so they live here and not in the catalogue. */
export const HEAD_OFFICE = {
  phone: INSURER_PHONE,
  email: 'info@polis.uz',
} as const;

/** `+998 71 200 00 00` -> `tel:+998712000000`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function ContactDetails() {
  const intl = useIntl();
  return (
    <dl className="content-contacts">
      <div>
        <dt>{intl.formatMessage({ id: 'content.contacts.address' })}</dt>
        <dd>{intl.formatMessage({ id: 'content.contacts.addressValue' })}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'content.contacts.phone' })}</dt>
        <dd>
          <a href={telHref(HEAD_OFFICE.phone)}>{HEAD_OFFICE.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'content.contacts.email' })}</dt>
        <dd>
          <a href={`mailto:${HEAD_OFFICE.email}`}>{HEAD_OFFICE.email}</a>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'content.contacts.hours' })}</dt>
        <dd>{intl.formatMessage({ id: 'content.contacts.hoursValue' })}</dd>
      </div>
    </dl>
  );
}
