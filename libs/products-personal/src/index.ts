export { personalPages } from './routes';
export { personalMessages } from './personal-messages';
