/**
 * The first version: the button text was `subscribeButton` ('Sign Up' by default) and the
 * placeholder defaulted to 'Enter your email address'. Migration moves the text into
 * `submitButtonText` and keeps the older wording, so the form reads as before.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { shortcodeSave } from '../save';

type Attributes = Record< string, unknown >;

const ORDER = [
	'subscribePlaceholder',
	'showSubscribersTotal',
	'subscribeButton',
];

const v1: BlockDeprecation< Attributes > = {
	attributes: {
		subscribePlaceholder: {
			type: 'string',
			default: 'Enter your email address',
		},
		subscribeButton: { type: 'string', default: 'Sign Up' },
		showSubscribersTotal: { type: 'boolean', default: false },
	},
	supports: { html: false },
	save: shortcodeSave( ORDER ),
	migrate: ( { subscribeButton, ...rest } ) => ( {
		...rest,
		submitButtonText: subscribeButton,
	} ),
};

export default v1;
