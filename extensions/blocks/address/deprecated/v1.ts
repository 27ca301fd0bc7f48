import metadata from '../block.json';
import { withoutMicrodata } from '../../../../shared/contact-blocks/microdata';
import { createSave } from '../save';

/** v1: the markup without schema.org microdata (see withoutMicrodata). */
export default withoutMicrodata( metadata, createSave( false ) );
