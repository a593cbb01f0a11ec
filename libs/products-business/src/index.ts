export { businessPages } from './routes';
export { businessMessages } from './business-messages';
export { osgorApi } from './osgor/api/osgor-api';
