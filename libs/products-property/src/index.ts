export { propertyPages } from './routes';
export { propertyMessages } from './property-messages';
