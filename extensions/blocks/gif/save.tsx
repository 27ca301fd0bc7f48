import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { isEmbedUrl, safePadding } from './saved-values';
import type { GifAttributes } from './types';

/** The GIF's frame in a box keeping its proportions, and its caption. */
export default function save( {
	attributes,
}: BlockSaveProps< GifAttributes > ) {
	const { giphyUrl, searchText, caption } = attributes;
	if ( ! isEmbedUrl( giphyUrl ) ) {
		return null;
	}
	return (
		<figure { ...useBlockProps.save() }>
			<div
				className="wp-block-tessera-gif__container"
				style={ { paddingTop: safePadding( attributes.paddingTop ) } }
			>
				<iframe src={ giphyUrl } title={ searchText } />
			</div>
			{ ! RichText.isEmpty( caption ?? '' ) && (
				<RichText.Content
					tagName="figcaption"
					className="wp-block-tessera-gif__caption"
					value={ caption }
				/>
			) }
		</figure>
	);
}
