import { Button, Spinner } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, isRTL } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import type { BrowserState } from '../../../../shared/external-media/browser-state';
import type { ExternalMediaItem } from '../../../../shared/external-media/types';
import { neighbourIndex } from '../../../../shared/external-media/grid-navigation';
import { MediaItem } from './media-item';
import { useGridColumns } from './use-grid-columns';

interface MediaGridProps {
	state: BrowserState;
	selected: ExternalMediaItem[];
	onItemClick: ( item: ExternalMediaItem ) => void;
	onLoadMore: () => void;
	onInsert: () => void;
}

/**
 * The items, 'Load More' while there are more, and 'Select' ('Inserting…' while copying). The
 * arrow keys move between the items as the grid lays them out.
 */
export function MediaGrid( {
	state,
	selected,
	onItemClick,
	onLoadMore,
	onInsert,
}: MediaGridProps ) {
	const hosts = useServiceHosts() ?? {};
	const { media, isLoading, isCopying, nextHandle } = state;
	const empty = ! isLoading && nextHandle !== null && media.length === 0;
	const list = useRef< HTMLUListElement >( null );
	const columns = useGridColumns( list, media.length );
	const move = ( event: KeyboardEvent, index: number ) => {
		const next = neighbourIndex(
			event.key,
			index,
			media.length,
			columns.current,
			isRTL()
		);
		if ( next === null ) {
			return;
		}
		event.preventDefault();
		list.current?.children[ next ]?.querySelector( 'button' )?.focus();
	};
	return (
		<div className="tessera-external-media__browser">
			{ empty && (
				<p className="tessera-external-media__empty">
					{ __(
						'Sorry, but nothing matched your search criteria.',
						'tessera'
					) }
				</p>
			) }
			<ul className="tessera-external-media__grid" ref={ list }>
				{ media.map( ( item, index ) => (
					<MediaItem
						key={ item.ID }
						item={ item }
						onKeyDown={ ( event ) => move( event, index ) }
						hosts={ hosts }
						selected={ selected.some( ( s ) => s.ID === item.ID ) }
						copying={ isCopying }
						onClick={ onItemClick }
					/>
				) ) }
			</ul>
			{ isLoading && <Spinner /> }
			<div className="tessera-external-media__footer">
				{ nextHandle && ! isLoading && (
					<Button
						variant="secondary"
						onClick={ onLoadMore }
						disabled={ isCopying }
						__next40pxDefaultSize
					>
						{ __( 'Load More', 'tessera' ) }
					</Button>
				) }
				<Button
					variant="primary"
					onClick={ onInsert }
					disabled={ ! selected.length || isCopying }
					isBusy={ isCopying }
					__next40pxDefaultSize
				>
					{ isCopying
						? __( 'Inserting…', 'tessera' )
						: __( 'Select', 'tessera' ) }
				</Button>
			</div>
		</div>
	);
}
