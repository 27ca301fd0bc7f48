/**
 * v2: forms whose submit button was styled through the form itself, with the attributes the old
 * scheduling block also used: `submitButtonText`, `submitButtonClasses`, `backgroundButtonColor`,
 * `textButtonColor`, `customBackgroundButtonColor`, `customTextButtonColor` (and
 * `hasFormSettingsSet`). The colours move to the button; the classes only repeated them.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from '../block.json';
import { holdsAnyOf, migrateSubmitButton } from './submit-button';

const LEGACY = [
	'submitButtonText',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
	'hasFormSettingsSet',
];

export default {
	attributes: {
		...metadata.attributes,
		...Object.fromEntries(
			LEGACY.map( ( key ) => [ key, { type: 'string' } ] )
		),
	},
	supports: metadata.supports,
	isEligible: holdsAnyOf( LEGACY ),
	migrate: migrateSubmitButton,
	save: () => createElement( InnerBlocks.Content ),
};
