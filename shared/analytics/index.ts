export { recordEvent } from './queue';
