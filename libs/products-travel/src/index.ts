export { travelPages } from './routes';
export { travelMessages } from './travel-messages';
