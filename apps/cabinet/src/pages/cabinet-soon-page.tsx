import { useIntl } from 'react-intl';
import { SoonPage } from '@polis/ui';
import { PageMeta } from '@polis/shell';

export function CabinetSoonPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.nav.cabinet' });
  return (
    <>
      <PageMeta title={title} noIndex />
      <SoonPage productName={title} variant="section" />
    </>
  );
}
