export { personalPages } from './routes';
export { personalMessages } from './personal-messages';
export { accidentApi } from './accident/api/accident-api';
export { sportApi } from './sport/api/sport-api';
