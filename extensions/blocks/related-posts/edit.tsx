import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	Notice,
	PanelBody,
	RangeControl,
	Spinner,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { RawHTML } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';
import { MAX_RELATED_POSTS } from '../../../shared/related-posts/types';
import { previewNotice, relatedPostsLabel } from './labels';
import { MIN_POSTS, clampPostsToShow, safeLayout } from './layout';
import { relatedPostsHtml } from './markup';
import { placeholderPosts } from './placeholder-posts';
import type { RelatedPostsAttributes } from './types';
import { useRelatedPosts } from './use-related-posts';

export default function RelatedPostsEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< RelatedPostsAttributes > ) {
	const postsToShow = clampPostsToShow( attributes.postsToShow );
	const layout = safeLayout( attributes.postLayout );
	const { posts, isTemplate } = useRelatedPosts();
	const blockProps = useBlockProps();

	const notice = previewNotice( isTemplate, posts );
	const shown = posts?.length ? posts : placeholderPosts( postsToShow );

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ grid }
						label={ __( 'Grid View', 'tessera' ) }
						isPressed={ layout === 'grid' }
						onClick={ () =>
							setAttributes( { postLayout: 'grid' } )
						}
					/>
					<ToolbarButton
						icon={ list }
						label={ __( 'List View', 'tessera' ) }
						isPressed={ layout === 'list' }
						onClick={ () =>
							setAttributes( { postLayout: 'list' } )
						}
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Related Posts Settings', 'tessera' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Display thumbnails', 'tessera' ) }
						checked={ !! attributes.displayThumbnails }
						onChange={ ( value ) =>
							setAttributes( { displayThumbnails: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Display date', 'tessera' ) }
						checked={ !! attributes.displayDate }
						onChange={ ( value ) =>
							setAttributes( { displayDate: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Display context (category or tag)',
							'tessera'
						) }
						checked={ !! attributes.displayContext }
						onChange={ ( value ) =>
							setAttributes( { displayContext: value } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Number of posts', 'tessera' ) }
						value={ postsToShow }
						min={ MIN_POSTS }
						max={ MAX_RELATED_POSTS }
						onChange={ ( value ) =>
							setAttributes( {
								postsToShow: clampPostsToShow( value ),
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ notice && (
				<Notice status="info" isDismissible={ false }>
					{ notice }
				</Notice>
			) }
			{ posts ? (
				<Disabled>
					<RawHTML>
						{ relatedPostsHtml(
							shown,
							{ ...attributes, postsToShow },
							relatedPostsLabel(),
							`related-posts-preview-${ clientId }`
						) }
					</RawHTML>
				</Disabled>
			) : (
				<Spinner />
			) }
		</div>
	);
}
