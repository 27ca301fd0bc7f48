/**
 * v1: the first block forms (Grunion's era) stored the submit button's text as
 * `submit_button_text` and marked a configured form with `has_form_settings_set: "yes"`.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from '../block.json';
import { holdsAnyOf, migrateSubmitButton } from './submit-button';

const LEGACY = [ 'submit_button_text', 'has_form_settings_set' ];

export default {
	attributes: {
		...metadata.attributes,
		submit_button_text: { type: 'string' },
		has_form_settings_set: { type: 'string' },
	},
	supports: metadata.supports,
	isEligible: holdsAnyOf( LEGACY ),
	migrate: migrateSubmitButton,
	save: () => createElement( InnerBlocks.Content ),
};
