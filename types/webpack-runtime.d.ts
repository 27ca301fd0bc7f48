/** webpack's run-time public path: where chunks load from (set in src/editor/public-path.ts). */
// eslint-disable-next-line no-var, camelcase -- webpack declares it so.
declare var __webpack_public_path__: string;
