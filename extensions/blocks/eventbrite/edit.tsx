import { tag as icon } from '@wordpress/icons';
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import EditUrlControl from '../../../shared/embed/edit-url-control';
import EmbedLoading from '../../../shared/embed/embed-loading';
import EmbedPlaceholder from '../../../shared/embed/embed-placeholder';
import { useConvertToLink } from '../../../shared/embed/convert-to-link';
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
	const {
		value,
		setValue,
		isEditingUrl,
		setIsEditingUrl,
		isResolving,
		cannotEmbed,
		embed,
	} = useResolvedEmbed( {
		url,
		embedded: Boolean( url && eventId ),
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
	const convertToLink = useConvertToLink( clientId, value.trim() );
	const blockProps = useBlockProps();

	if ( isResolving ) {
		return (
			<div { ...blockProps }>
				<EmbedLoading />
			</div>
		);
	}

	if ( isEditingUrl || ! url || ! eventId ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					icon={ icon }
					label={ __( 'Eventbrite Checkout', 'tessera' ) }
					instructions={ __(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'tessera'
					) }
					inputLabel={ __(
						'Enter an event URL to embed here…',
						'tessera'
					) }
					value={ value }
					onChange={ setValue }
					onSubmit={ embed }
					cannotEmbed={ cannotEmbed }
					onConvertToLink={ convertToLink }
					learnMore={ {
						href: LEARN_MORE_URL,
						label: __(
							'Learn more about Eventbrite embeds',
							'tessera'
						),
					} }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<EditUrlControl onClick={ () => setIsEditingUrl( true ) } />
			<StyleControls
				style={ style }
				onChange={ ( next ) => setAttributes( { style: next } ) }
			/>
			{ style === 'inline' ? (
				<InlinePreview eventId={ eventId } isSelected={ isSelected } />
			) : (
				<InnerBlocks
					template={ [
						[ BUTTON_BLOCK, innerButtonAttributes( { url } ) ],
					] }
					templateLock="all"
				/>
			) }
		</div>
	);
}
