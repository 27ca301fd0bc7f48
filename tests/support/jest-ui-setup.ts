import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder; @wordpress/core-data (through @wordpress/editor) needs it at import.
Object.assign( globalThis, { TextEncoder, TextDecoder } );

// `findBy…` and `waitFor` wait for what they look for; their default second is a limit a busy
// machine reaches while the editor renders, so allow ten (a hang still fails).
configure( { asyncUtilTimeout: 10_000 } );
