export * from './initial-state';
export type * from './types';
