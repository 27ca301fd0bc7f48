import { Button } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	fetchMediaList,
	type ListParams,
} from '../../../../../shared/external-media/api';
import {
	PATH_RECENT,
	PEXELS_EXAMPLE_QUERIES,
} from '../../../../../shared/external-media/constants';
import { isSearchDisabled } from '../../../../../shared/external-media/search';
import type { BrowserProps } from '../browser-props';
import { usePicker } from '../use-picker';
import { MediaGrid } from '../media-grid';
import { BrowserNotice } from '../browser-notice';
import { useCopyingReport } from '../use-copying-report';

function randomQuery(): string {
	return PEXELS_EXAMPLE_QUERIES[
		Math.floor( Math.random() * PEXELS_EXAMPLE_QUERIES.length )
	];
}

/**
 * Free stock photos: a search box that starts with an example term (searched at once, the box
 * focused), and the results. Search is offered for a new, non-empty term while not copying.
 */
export function PexelsBrowser( {
	upload,
	onClose,
	onCopyingChange,
}: BrowserProps ) {
	const fetchPage = useCallback(
		( params: ListParams ) => fetchMediaList( 'pexels', params ),
		[]
	);
	const picker = usePicker( {
		source: 'pexels',
		upload,
		fetchPage,
		onClose,
	} );
	const { request, state } = picker;
	const [ term, setTerm ] = useState( randomQuery );
	const [ searched, setSearched ] = useState( '' );
	const input = useRef< HTMLInputElement >( null );

	const search = ( words: string ) => {
		setSearched( words );
		picker.setSelected( [] );
		request( { path: PATH_RECENT, search: words }, true );
	};

	useEffect( () => {
		input.current?.focus();
		search( term );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only the first term is searched on its own; later ones wait for Search.
	}, [] );
	useCopyingReport( state.isCopying, onCopyingChange );

	const disabled = isSearchDisabled( term, searched, state.isCopying );
	return (
		<>
			<form
				className="tessera-external-media__search"
				role="search"
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! disabled ) {
						search( term );
					}
				} }
			>
				<input
					ref={ input }
					type="search"
					aria-label={ __( 'Search', 'tessera' ) }
					placeholder={ __( 'Search', 'tessera' ) }
					value={ term }
					onChange={ ( event ) => setTerm( event.target.value ) }
				/>
				<Button
					variant="secondary"
					type="submit"
					disabled={ disabled }
					__next40pxDefaultSize
				>
					{ __( 'Search', 'tessera' ) }
				</Button>
			</form>
			<BrowserNotice notice={ state.notice } />
			<MediaGrid
				state={ state }
				selected={ picker.selected }
				onItemClick={ picker.onItemClick }
				onLoadMore={ () =>
					request( { path: PATH_RECENT, search: searched }, false )
				}
				onInsert={ picker.insert }
			/>
		</>
	);
}
