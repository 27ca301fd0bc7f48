import { gallery as icon } from '@wordpress/icons';
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ExternalLink, PanelBody, Placeholder } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import InteractionOverlay from '../../../shared/embed/interaction-overlay';
import { serviceUrl } from '../../../shared/service-hosts';
import { useServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import SearchForm from './components/search-form';
import Thumbnails from './components/thumbnails';
import { fetchGifs } from './fetch-gifs';
import type { Gif } from './fetch-gifs';
import { isEmbedUrl, paddingFromSize, safePadding } from './parse';
import type { GifAttributes } from './types';

export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GifAttributes > ) {
	const { giphyUrl, searchText, caption } = attributes;
	const [ value, setValue ] = useState( searchText ?? '' );
	const [ gifs, setGifs ] = useState< Gif[] >( [] );
	const hosts = useServiceHosts();
	const blockProps = useBlockProps();

	const choose = ( gif: Gif ) =>
		setAttributes( {
			giphyUrl: gif.embed_url,
			paddingTop: paddingFromSize(
				gif.images.original.width,
				gif.images.original.height
			),
		} );

	const search = () => {
		const text = value.trim();
		if ( ! text ) {
			return;
		}
		setAttributes( { searchText: text } );
		// A failed search changes nothing: the person may simply try another term.
		fetchGifs( text ).then(
			( found ) => {
				setGifs( found );
				if ( found.length > 0 ) {
					choose( found[ 0 ] );
				}
			},
			() => undefined
		);
	};

	const form = (
		<SearchForm value={ value } onChange={ setValue } onSubmit={ search } />
	);
	const branding = (
		<InspectorControls>
			<PanelBody title={ __( 'Giphy', 'tessera' ) }>
				<p>
					{ __(
						'GIFs are searched on and served by Giphy.',
						'tessera'
					) }
				</p>
				<ExternalLink href="https://giphy.com/">
					{ __( 'Powered by GIPHY', 'tessera' ) }
				</ExternalLink>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! isEmbedUrl( giphyUrl ) ) {
		return (
			<div { ...blockProps }>
				{ branding }
				<Placeholder
					icon={ icon }
					label={ __( 'GIF', 'tessera' ) }
					className="wp-block-tessera-gif__placeholder"
				>
					{ form }
				</Placeholder>
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			{ branding }
			{ isSelected && form }
			{ isSelected && (
				<Thumbnails
					gifs={ gifs }
					selectedUrl={ giphyUrl }
					onSelect={ choose }
				/>
			) }
			<div
				className="wp-block-tessera-gif__container"
				style={ { paddingTop: safePadding( attributes.paddingTop ) } }
			>
				{ hosts && (
					<iframe
						src={ serviceUrl(
							giphyUrl,
							hosts,
							window.location.origin
						) }
						title={ searchText || __( 'GIF', 'tessera' ) }
					/>
				) }
				<InteractionOverlay isSelected={ isSelected } />
			</div>
			{ ( isSelected || caption ) && (
				<RichText
					tagName="figcaption"
					className="wp-block-tessera-gif__caption"
					placeholder={ __( 'Write caption…', 'tessera' ) }
					value={ caption ?? '' }
					onChange={ ( next ) => setAttributes( { caption: next } ) }
					inlineToolbar
				/>
			) }
		</figure>
	);
}
