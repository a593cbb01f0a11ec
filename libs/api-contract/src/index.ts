export * from './common';
export * from './registries';
export * from './payments';
export * from './osago';
export * from './subscriptions';
export * from './installments';
export * from './promo';
export * from './cabinet';
