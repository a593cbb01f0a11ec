export { personalPages } from './routes';
export { personalMessages } from './personal-messages';
export { sportApi } from './sport/api/sport-api';
