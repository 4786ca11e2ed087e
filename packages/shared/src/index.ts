export * from './contracts/common';
export * from './contracts/brand';
