/**
 * The first version: the button text was `subscribeButton` ('Sign Up' by default) and the
 * placeholder defaulted to 'Enter your email address'. Migration moves the text into
 * `submitButtonText` and keeps the older wording, so the form reads as before.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import { shortcodeFor } from '../shortcode';

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
	save: ( { attributes } ) => (
		<div { ...useBlockProps.save() }>
			<RawHTML>{ shortcodeFor( attributes, ORDER ) }</RawHTML>
		</div>
	),
	migrate: ( { subscribeButton, ...rest } ) => ( {
		...rest,
		submitButtonText: subscribeButton,
	} ),
};

export default v1;
