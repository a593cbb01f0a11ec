export { travelPages } from './routes';
export { travelMessages } from './travel-messages';
export { travelApi } from './travel/api/travel-api';
