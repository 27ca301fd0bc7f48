import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { SimplePaymentsAttributes } from '../types';

type ImageAttributes = Pick<
	SimplePaymentsAttributes,
	'featuredMediaId' | 'featuredMediaUrl' | 'featuredMediaTitle'
>;

/** The product's picture: pick one from the media library, replace it, or remove it. */
export function FeaturedImage( {
	attributes,
	onChange,
}: {
	attributes: ImageAttributes;
	onChange: ( next: ImageAttributes ) => void;
} ) {
	const { featuredMediaId, featuredMediaUrl, featuredMediaTitle } =
		attributes;
	return (
		<div className="simple-payments__featured-image">
			{ featuredMediaUrl && (
				<img src={ featuredMediaUrl } alt={ featuredMediaTitle } />
			) }
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ featuredMediaId || undefined }
					onSelect={ ( media ) => {
						const item = media as {
							id: number;
							url: string;
							title?: string;
						};
						onChange( {
							featuredMediaId: item.id,
							featuredMediaUrl: item.url,
							featuredMediaTitle: item.title ?? '',
						} );
					} }
					render={ ( { open } ) => (
						<Button variant="secondary" onClick={ open }>
							{ featuredMediaId
								? __( 'Replace image', 'tessera' )
								: __( 'Add an image', 'tessera' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ featuredMediaId > 0 && (
				<Button
					variant="link"
					isDestructive
					onClick={ () =>
						onChange( {
							featuredMediaId: 0,
							featuredMediaUrl: '',
							featuredMediaTitle: '',
						} )
					}
				>
					{ __( 'Remove image', 'tessera' ) }
				</Button>
			) }
		</div>
	);
}
