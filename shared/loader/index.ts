export { registerExtensions } from './register-extensions';
export type * from './types';
