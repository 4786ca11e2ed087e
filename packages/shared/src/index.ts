export * from './contracts/common';
export * from './contracts/brand';
export * from './contracts/agency';
export * from './contracts/auth';
export * from './paths';
export * from './domain/points';
export * from './contracts/comuni';
export * as mortgage from './domain/mortgage/index';
