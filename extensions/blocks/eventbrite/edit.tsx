import { tag as icon } from '@wordpress/icons';
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import ResolvedEmbedEdit from '../../../shared/embed/resolved-embed-edit';
import { useResolvedEmbed } from '../../../shared/embed/use-resolved-embed';
import InlinePreview from './components/inline-preview';
import StyleControls from './components/style-controls';
import { BUTTON_BLOCK, innerButtonAttributes } from './inner-button';
import { eventIdFromUrl } from './parse';
import type { EventbriteAttributes } from './types';

export const LEARN_MORE_URL =
	'https://wordpress.com/support/wordpress-editor/blocks/eventbrite-block/';

export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< EventbriteAttributes > ) {
	const { url, eventId } = attributes;
	const style = attributes.style === 'modal' ? 'modal' : 'inline';
	const embedded = Boolean( url && eventId );
	const form = useResolvedEmbed( {
		url,
		embedded,
		accepts: ( typed ) => Boolean( eventIdFromUrl( typed ) ),
		onResolved: ( resolved ) => {
			const id = eventIdFromUrl( resolved );
			if ( id ) {
				setAttributes( { url: resolved, eventId: id } );
			}
			return Boolean( id );
		},
		onFail: () => setAttributes( { eventId: undefined, url: undefined } ),
	} );

	return (
		<ResolvedEmbedEdit
			form={ form }
			embedded={ embedded }
			clientId={ clientId }
			placeholder={ {
				icon,
				label: __( 'Eventbrite Checkout', 'tessera' ),
				instructions: __(
					'Paste a link to an Eventbrite event to embed ticket checkout.',
					'tessera'
				),
				inputLabel: __(
					'Enter an event URL to embed here…',
					'tessera'
				),
				learnMore: {
					href: LEARN_MORE_URL,
					label: __(
						'Learn more about Eventbrite embeds',
						'tessera'
					),
				},
			} }
		>
			<StyleControls
				style={ style }
				onChange={ ( next ) => setAttributes( { style: next } ) }
			/>
			{ style === 'inline' ? (
				eventId && (
					<InlinePreview
						eventId={ eventId }
						isSelected={ isSelected }
					/>
				)
			) : (
				<InnerBlocks
					template={ [
						[ BUTTON_BLOCK, innerButtonAttributes( { url } ) ],
					] }
					templateLock="all"
				/>
			) }
		</ResolvedEmbedEdit>
	);
}
