import {
	BlockControls,
	InspectorControls,
	MediaPlaceholder,
	RichText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { getBlobByURL, isBlobURL, revokeBlobURL } from '@wordpress/blob';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import {
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
	withNotices,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { video as icon } from '@wordpress/icons';
import type { ComponentType, ReactNode } from 'react';
import { getAllowedMimeTypes } from '../../../shared/availability';
import { allowedMimesOfType } from '../../../shared/media/mime';
import { serviceUrl } from '../../../shared/service-hosts';
import { useServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { aspectRatioClassNames } from './aspect-ratio';
import { FileSettings } from './components/file-settings';
import { Preview } from './components/preview';
import { ProgressColors } from './components/progress-colors';
import { VideoSettings } from './components/video-settings';
import { isVideoGuid, videoPressEmbedUrl } from './embed-url';
import { coreVideoAttributes } from './transforms';
import type { VideoAttributes } from './types';
import { useMediaLookup } from './use-media-lookup';
import { useRating } from './use-rating';
import { useVideoStatus } from './use-video-status';

interface NoticeProps {
	noticeUI: ReactNode;
	noticeOperations: {
		createErrorNotice: ( message: string ) => void;
		removeAllNotices: () => void;
	};
}

type Props = BlockEditProps< VideoAttributes > & NoticeProps;

interface MediaItem {
	id?: number;
	url?: string;
}

type MediaUpload = ( options: {
	filesList: File[];
	allowedTypes: string[];
	onFileChange: ( media: MediaItem[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

function Loading( { label }: { label: string } ) {
	return (
		<div className="wp-block-tessera-videopress__loading">
			<Spinner />
			<p>{ label }</p>
		</div>
	);
}

function VideoEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
	noticeUI,
	noticeOperations,
}: Props ) {
	const { id, guid, src, caption } = attributes;
	// The aspect-ratio classes size the preview as they size the visitor's player.
	const blockProps = useBlockProps( {
		className: attributes.videoPressClassNames,
	} );
	const { replaceBlock } = useDispatch( blockEditorStore );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					mediaUpload?: MediaUpload;
				}
			 ).mediaUpload,
		[]
	);
	const hosts = useServiceHosts();
	const lookup = useMediaLookup( id );
	const status = useVideoStatus(
		isVideoGuid( guid ) ? guid : undefined,
		hosts
	);
	const [ rating, changeRating ] = useRating(
		id,
		lookup.status === 'found' ? lookup.rating : undefined
	);
	const canUpload =
		allowedMimesOfType( getAllowedMimeTypes(), 'video' ).length > 0;
	const uploading = !! src && isBlobURL( src ) && ! id;

	// A file dropped on the editor arrives as a blob address: upload it once.
	useEffect( () => {
		if ( ! uploading || ! mediaUpload ) {
			return;
		}
		const file = getBlobByURL( src! );
		if ( ! file ) {
			return;
		}
		mediaUpload( {
			filesList: [ file ],
			allowedTypes: [ 'video' ],
			onFileChange: ( [ media ] ) => {
				if ( media?.id ) {
					revokeBlobURL( src! );
					setAttributes( { id: media.id, src: media.url } );
				}
			},
			onError: ( message ) => {
				noticeOperations.createErrorNotice( String( message ) );
				setAttributes( { src: undefined } );
			},
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- started once per blob address, not again when the callbacks change.
	}, [ uploading ] );

	// Without a guid, the attachment's hosted video gives one; none means a plain video.
	useEffect( () => {
		if ( guid ) {
			return;
		}
		if ( lookup.status === 'found' ) {
			setAttributes( { guid: lookup.guid } );
		} else if ( lookup.status === 'failed' ) {
			replaceBlock(
				clientId,
				createBlock( 'core/video', coreVideoAttributes( attributes ) )
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer of the lookup acts: on other changes the block would be replaced again.
	}, [ lookup ] );

	useEffect( () => {
		if ( status.state === 'failed' ) {
			noticeOperations.removeAllNotices();
			noticeOperations.createErrorNotice( status.message );
		} else if ( status.state === 'ready' ) {
			const classNames =
				aspectRatioClassNames( status.width, status.height ) ||
				undefined;
			if ( classNames !== attributes.videoPressClassNames ) {
				setAttributes( { videoPressClassNames: classNames } );
			}
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- a new status only: the notice operations are new on every render and would repeat the notice.
	}, [ status ] );

	const onSelect = ( media: MediaItem ) => {
		noticeOperations.removeAllNotices();
		if ( media?.url && isBlobURL( media.url ) ) {
			setAttributes( { src: media.url, id: undefined, guid: undefined } );
		} else if ( media?.id ) {
			setAttributes( { id: media.id, src: media.url, guid: undefined } );
		}
	};

	// Without the right to upload videos, the media placeholder would draw only its drop zone and
	// leave the block invisible: the block says why it is empty instead.
	if ( ! id && ! guid && ! src && ! canUpload ) {
		return (
			<figure { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'VideoPress', 'tessera' ) }
					instructions={ __(
						'Upgrade your plan to upload videos.',
						'tessera'
					) }
				/>
			</figure>
		);
	}

	if ( ! id && ! guid && ! src ) {
		return (
			<figure { ...blockProps }>
				<MediaPlaceholder
					icon={ icon }
					labels={ {
						title: __( 'VideoPress', 'tessera' ),
						instructions: __(
							'Upload a video file, or pick one from your media library.',
							'tessera'
						),
					} }
					allowedTypes={ [ 'video' ] }
					accept="video/*"
					onSelect={ onSelect }
					onError={ ( message: unknown ) =>
						noticeOperations.createErrorNotice( String( message ) )
					}
					notices={ noticeUI }
				/>
			</figure>
		);
	}

	const ready = status.state === 'ready' && isVideoGuid( guid ) && hosts;
	let body: ReactNode;
	if ( uploading ) {
		body = <Loading label={ __( 'Uploading…', 'tessera' ) } />;
	} else if ( status.state === 'failed' ) {
		body = null;
	} else if ( ready ) {
		body = (
			<Preview
				src={ serviceUrl(
					videoPressEmbedUrl( guid!, attributes ),
					hosts
				) }
				isSelected={ !! isSelected }
			/>
		);
	} else {
		body = <Loading label={ __( 'Generating preview…', 'tessera' ) } />;
	}

	return (
		<figure { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						onClick={ () => {
							noticeOperations.removeAllNotices();
							setAttributes( {
								id: undefined,
								guid: undefined,
								src: undefined,
							} );
						} }
					>
						{ __( 'Edit video', 'tessera' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<VideoSettings
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<ProgressColors
					clientId={ clientId }
					colors={ attributes }
					setAttributes={ setAttributes }
				/>
				<FileSettings rating={ rating } onChange={ changeRating } />
			</InspectorControls>
			{ noticeUI }
			{ body }
			{ ready &&
				( isSelected || ! RichText.isEmpty( caption ?? '' ) ) && (
					<RichText
						tagName="figcaption"
						aria-label={ __( 'Video caption text', 'tessera' ) }
						placeholder={ __( 'Add caption', 'tessera' ) }
						value={ caption ?? '' }
						onChange={ ( value: string ) =>
							setAttributes( { caption: value } )
						}
					/>
				) }
		</figure>
	);
}

export default withNotices( VideoEdit ) as unknown as ComponentType<
	BlockEditProps< VideoAttributes >
>;
