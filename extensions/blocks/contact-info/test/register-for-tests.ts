/**
 * Registers Contact Info and its children with their edit components directly (the editor loads
 * them lazily), for the edit tests of the four blocks.
 */
import { getBlockType, registerBlockType } from '@wordpress/blocks';
import * as address from '../../address';
import addressEdit from '../../address/edit';
import * as email from '../../email';
import emailEdit from '../../email/edit';
import * as phone from '../../phone';
import phoneEdit from '../../phone/edit';
import contactInfoEdit from '../edit';
import * as contactInfo from '../index';

const edits: Record< string, unknown > = {
	'tessera/contact-info': contactInfoEdit,
	'tessera/address': addressEdit,
	'tessera/email': emailEdit,
	'tessera/phone': phoneEdit,
};

export function registerContactBlocks() {
	for ( const module of [ contactInfo, email, phone, address ] ) {
		if ( ! getBlockType( module.name ) ) {
			registerBlockType(
				module.metadata as never,
				{ ...module.settings, edit: edits[ module.name ] } as never
			);
		}
	}
}
