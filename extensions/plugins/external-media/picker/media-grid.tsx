import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import type { BrowserState } from '../../../../shared/external-media/browser-state';
import type { ExternalMediaItem } from '../../../../shared/external-media/types';
import { MediaItem } from './media-item';

interface MediaGridProps {
	state: BrowserState;
	selected: ExternalMediaItem[];
	onItemClick: ( item: ExternalMediaItem ) => void;
	onLoadMore: () => void;
	onInsert: () => void;
}

/** The items, 'Load More' while there are more, and 'Select' ('Inserting…' while copying). */
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
			<ul className="tessera-external-media__grid">
				{ media.map( ( item ) => (
					<MediaItem
						key={ item.ID }
						item={ item }
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
