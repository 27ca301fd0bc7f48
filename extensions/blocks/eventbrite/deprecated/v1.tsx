/**
 * The first version: 'Button & Modal' was `useModal`, and its button lived in the block's own
 * attributes (text, colours, border radius) as a saved link styled like a button. Migration turns
 * useModal into the style and the button into an inner button block.
 */
import { createBlock } from '@wordpress/blocks';
import type { BlockDeprecation } from '@wordpress/blocks';
import { BUTTON_BLOCK, innerButtonAttributes } from '../inner-button';
import { isSavableUrl } from '../parse';

type Attributes = Record< string, unknown >;

const string = { type: 'string' } as const;

function text( value: unknown ): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The inner button's attributes from the first version's. */
export function migrateButton( old: Attributes ): Attributes {
	const button: Attributes = {
		...innerButtonAttributes(),
		text: text( old.text ) ?? innerButtonAttributes().text,
		textColor: text( old.textColor ),
		customTextColor: text( old.customTextColor ),
		backgroundColor: text( old.backgroundColor ),
		customBackgroundColor: text( old.customBackgroundColor ),
		borderRadius:
			typeof old.borderRadius === 'number' ? old.borderRadius : undefined,
		url: old.url,
	};
	return Object.fromEntries(
		Object.entries( button ).filter(
			( [ , value ] ) => value !== undefined
		)
	);
}

function buttonClasses( attributes: Attributes ): string {
	return [
		'wp-block-button__link',
		attributes.textColor || attributes.customTextColor
			? 'has-text-color'
			: '',
		attributes.textColor ? `has-${ attributes.textColor }-color` : '',
		attributes.backgroundColor || attributes.customBackgroundColor
			? 'has-background'
			: '',
		attributes.backgroundColor
			? `has-${ attributes.backgroundColor }-background-color`
			: '',
	]
		.filter( Boolean )
		.join( ' ' );
}

const v1: BlockDeprecation< Attributes > = {
	apiVersion: 1,
	attributes: {
		url: string,
		eventId: { type: 'number' },
		useModal: { type: 'boolean' },
		text: { ...string, default: 'Register' },
		backgroundColor: string,
		customBackgroundColor: string,
		textColor: string,
		customTextColor: string,
		borderRadius: { type: 'number' },
	},
	supports: { align: true, html: false },
	migrate: ( attributes ) => {
		const { url, eventId, useModal } = attributes;
		const kept: Attributes = {
			style: useModal ? 'modal' : 'inline',
		};
		if ( typeof url === 'string' && url && isSavableUrl( url ) ) {
			kept.url = url;
		}
		if ( typeof eventId === 'number' ) {
			kept.eventId = eventId;
		}
		return [
			kept,
			useModal
				? [ createBlock( BUTTON_BLOCK, migrateButton( attributes ) ) ]
				: [],
		];
	},
	save: ( { attributes } ) => {
		const url = attributes.url as string | undefined;
		if ( ! url ) {
			return null;
		}
		if ( ! attributes.useModal ) {
			return (
				<div>
					<a className="eventbrite__direct-link" href={ url }>
						{ url }
					</a>
				</div>
			);
		}
		const radius = attributes.borderRadius as number | undefined;
		return (
			<div>
				<div className="wp-block-button">
					<a
						className={ buttonClasses( attributes ) }
						href={ url }
						rel="noopener noreferrer"
						target="_blank"
						style={ {
							borderRadius:
								radius !== undefined
									? `${ radius }px`
									: undefined,
							color: attributes.customTextColor as
								string | undefined,
							backgroundColor:
								attributes.customBackgroundColor as
									string | undefined,
						} }
					>
						{ attributes.text as string }
					</a>
				</div>
			</div>
		);
	},
};

export default v1;
