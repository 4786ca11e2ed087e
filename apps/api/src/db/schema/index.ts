export * from './referrers';
export * from './agencies';
export * from './appointments';
export * from './services';
export * from './auth';
export * from './records';
export * from './tools';
export * from './idempotency';
