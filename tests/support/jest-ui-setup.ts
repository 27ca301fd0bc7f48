import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; @wordpress/core-data (through @wordpress/editor) needs it at import.
Object.assign( globalThis, { TextEncoder, TextDecoder } );
