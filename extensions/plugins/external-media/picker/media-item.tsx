import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import type { ExternalMediaItem } from '../../../../shared/external-media/types';
import type { ServiceHosts } from '../../../../shared/service-hosts';
import { serviceUrl } from '../../../../shared/service-hosts';

interface MediaItemProps {
	item: ExternalMediaItem;
	hosts: ServiceHosts;
	selected: boolean;
	copying: boolean;
	onClick: ( item: ExternalMediaItem ) => void;
	onKeyDown: ( event: KeyboardEvent ) => void;
}

/** The picture a tile shows: the medium size, else the HD one, else the smallest. */
function tilePicture( item: ExternalMediaItem ): string {
	const { medium, fmt_hd: hd, thumbnail } = item.thumbnails;
	return medium || hd || thumbnail || '';
}

/** One tile of the grid: a picture to select, or a folder to open. */
export function MediaItem( {
	item,
	hosts,
	selected,
	copying,
	onClick,
	onKeyDown,
}: MediaItemProps ) {
	const folder = item.type === 'folder';
	const label = folder
		? sprintf(
				/* translators: 1: album name, 2: how many items it holds */
				__( '%1$s (%2$d items)', 'tessera' ),
				item.title,
				item.children ?? 0
			)
		: item.alt || item.title;
	return (
		<li
			className={ [
				'tessera-external-media__item',
				folder ? 'is-folder' : '',
				selected ? 'is-selected' : '',
			].join( ' ' ) }
		>
			<Button
				className="tessera-external-media__item-button"
				onClick={ () => onClick( item ) }
				onKeyDown={ onKeyDown }
				aria-pressed={ folder ? undefined : selected }
				aria-label={ label }
				disabled={ copying }
				__next40pxDefaultSize
			>
				<img
					src={ serviceUrl(
						tilePicture( item ),
						hosts,
						window.location.origin
					) }
					alt=""
					loading="lazy"
				/>
				{ folder && (
					<span className="tessera-external-media__folder-name">
						{ item.title }
						<span className="tessera-external-media__folder-count">
							{ item.children ?? 0 }
						</span>
					</span>
				) }
				{ item.type === 'video' && (
					<span className="tessera-external-media__badge">
						{ __( 'Video', 'tessera' ) }
					</span>
				) }
				{ selected && copying && (
					<span className="tessera-external-media__inserting">
						{ __( 'Inserting…', 'tessera' ) }
					</span>
				) }
			</Button>
		</li>
	);
}
