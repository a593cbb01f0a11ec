export { propertyPages } from './routes';
export { propertyMessages } from './property-messages';
export { housingApi } from './housing/api/housing-api';
