import metadata from './block.json';
import { withoutMicrodata } from '../contact-info/microdata';
import { createSave } from './save';

/** v1: the markup without schema.org microdata (see withoutMicrodata). */
export default [ withoutMicrodata( metadata, createSave( false ) ) ];
