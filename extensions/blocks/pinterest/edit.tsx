import { pin as icon } from '@wordpress/icons';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import ResolvedEmbedEdit from '../../../shared/embed/resolved-embed-edit';
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
	const form = useResolvedEmbed( {
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

	return (
		<ResolvedEmbedEdit
			form={ form }
			embedded={ Boolean( kind && attributes.url ) }
			clientId={ clientId }
			placeholder={ {
				icon,
				label: __( 'Pinterest', 'tessera' ),
				instructions: __(
					'Paste a link to the content you want to display on your site.',
					'tessera'
				),
				inputLabel: __( 'Enter URL to embed here…', 'tessera' ),
				learnMore: {
					href: 'https://help.pinterest.com/en/business/article/add-pinterest-widgets',
					label: __( 'Learn more about Pinterest embeds', 'tessera' ),
				},
			} }
		>
			{ kind && attributes.url && (
				<Preview
					url={ attributes.url }
					kind={ kind }
					isSelected={ isSelected }
				/>
			) }
		</ResolvedEmbedEdit>
	);
}
