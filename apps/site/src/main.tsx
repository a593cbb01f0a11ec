import './site.css';
import { bootHostApp, BusinessLayout, DefaultLayout } from '@polis/shell';
import { sitePages } from './pages';
import { siteMessages } from './site-messages';

bootHostApp({
  app: 'site',
  layouts: { default: DefaultLayout, business: BusinessLayout },
  pages: sitePages,
  notFound: [
    { prefix: 'for-business', layout: 'business' },
    { prefix: '', layout: 'default' },
  ],
  appMessages: siteMessages,
  env: import.meta.env,
});
