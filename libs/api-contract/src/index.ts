export * from './common';
export * from './registries';
export * from './payments';
