import { pin as icon } from '@wordpress/icons';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import EditUrlControl from '../../../shared/embed/edit-url-control';
import EmbedLoading from '../../../shared/embed/embed-loading';
import EmbedPlaceholder from '../../../shared/embed/embed-placeholder';
import { useConvertToLink } from '../../../shared/embed/convert-to-link';
import { useResolvedEmbed } from '../../../shared/embed/use-resolved-embed';
import Preview from './components/preview';
import { isPinterestUrl, pinKind } from './parse';
import type { PinterestAttributes } from './types';

export default function PinterestEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< PinterestAttributes > ) {
	const kind = pinKind( attributes.url );
	const {
		value,
		setValue,
		isEditingUrl,
		setIsEditingUrl,
		isResolving,
		cannotEmbed,
		embed,
	} = useResolvedEmbed( {
		url: attributes.url,
		embedded: Boolean( kind ),
		// A short link is known only once resolved; every address is checked to exist.
		accepts: isPinterestUrl,
		onResolved: ( resolved ) => {
			if ( pinKind( resolved ) ) {
				setAttributes( { url: resolved } );
			}
			return Boolean( pinKind( resolved ) );
		},
		onFail: () => setAttributes( { url: undefined } ),
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

	if ( isEditingUrl || ! kind || ! attributes.url ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					icon={ icon }
					label={ __( 'Pinterest', 'tessera' ) }
					instructions={ __(
						'Paste a link to the content you want to display on your site.',
						'tessera'
					) }
					inputLabel={ __( 'Enter URL to embed here…', 'tessera' ) }
					value={ value }
					onChange={ setValue }
					onSubmit={ embed }
					cannotEmbed={ cannotEmbed }
					onConvertToLink={ convertToLink }
					learnMore={ {
						href: 'https://help.pinterest.com/en/business/article/add-pinterest-widgets',
						label: __(
							'Learn more about Pinterest embeds',
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
			<Preview
				url={ attributes.url }
				kind={ kind }
				isSelected={ isSelected }
			/>
		</div>
	);
}
