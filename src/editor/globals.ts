/**
 * Sets `window.wp` and React's globals as soon as the bundle runs: Tessera's modules, evaluated
 * after this one, read the packages from them. Imported right after the public path.
 */
import { exposeGlobals } from './expose-globals';

exposeGlobals();
