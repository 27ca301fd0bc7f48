import { useInstanceId } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useServiceHosts } from '../../../../shared/service-hosts/use-service-hosts';
import {
	FOCUS_DELAY_MS,
	SEARCH_DEBOUNCE_MS,
	searchPlaces,
	type Place,
	type SearchFailure,
} from '../geocoding';

interface Props {
	apiKey: string;
	onSelect: ( place: Place ) => void;
	onError: ( failure: SearchFailure ) => void;
}

/**
 * A search box for places with its list of suggestions (a combobox): typing waits a moment before
 * asking the service, arrows move through the suggestions, Enter picks one.
 */
export function PlaceSearch( { apiKey, onSelect, onError }: Props ) {
	const id = useInstanceId( PlaceSearch, 'tessera-map-place-search' );
	const hosts = useServiceHosts();
	const input = useRef< HTMLInputElement >( null );
	const [ query, setQuery ] = useState( '' );
	const [ places, setPlaces ] = useState< Place[] >( [] );
	const [ active, setActive ] = useState( -1 );

	// The box opens inside a popover: focus waits until the popover has placed itself.
	useEffect( () => {
		const timer = setTimeout(
			() => input.current?.focus(),
			FOCUS_DELAY_MS
		);
		return () => clearTimeout( timer );
	}, [] );

	useEffect( () => {
		const text = query.trim();
		if ( ! text || ! hosts ) {
			setPlaces( [] );
			return;
		}
		let current = true;
		const timer = setTimeout( () => {
			searchPlaces( text, apiKey, hosts ).then(
				( found ) => {
					if ( current ) {
						setPlaces( found );
						setActive( -1 );
					}
				},
				( failure: SearchFailure ) => current && onError( failure )
			);
		}, SEARCH_DEBOUNCE_MS );
		return () => {
			current = false;
			clearTimeout( timer );
		};
	}, [ query, apiKey, hosts, onError ] );

	const pick = ( place: Place ) => {
		onSelect( place );
		setQuery( '' );
		setPlaces( [] );
	};

	return (
		<div className="wp-block-tessera-map__search">
			<label htmlFor={ id }>{ __( 'Add a marker', 'tessera' ) }</label>
			<input
				ref={ input }
				id={ id }
				type="text"
				role="combobox"
				autoComplete="off"
				aria-expanded={ places.length > 0 }
				aria-controls={ `${ id }-list` }
				aria-activedescendant={
					active >= 0 ? `${ id }-${ active }` : undefined
				}
				placeholder={ __( 'Search for a place', 'tessera' ) }
				value={ query }
				onChange={ ( event ) => setQuery( event.target.value ) }
				onKeyDown={ ( event ) => {
					if ( event.key === 'ArrowDown' && places.length ) {
						event.preventDefault();
						setActive( ( active + 1 ) % places.length );
					} else if ( event.key === 'ArrowUp' && places.length ) {
						event.preventDefault();
						setActive(
							( active - 1 + places.length ) % places.length
						);
					} else if ( event.key === 'Enter' && places.length ) {
						event.preventDefault();
						pick( places[ Math.max( active, 0 ) ] );
					}
				} }
			/>
			{ places.length > 0 && (
				<ul
					id={ `${ id }-list` }
					role="listbox"
					aria-label={ __( 'Places', 'tessera' ) }
				>
					{ places.map( ( place, index ) => (
						// The keys of the options are the combobox's: focus stays in the search box.
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ place.id }
							id={ `${ id }-${ index }` }
							role="option"
							aria-selected={ index === active }
							className={
								index === active ? 'is-selected' : undefined
							}
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => pick( place ) }
						>
							{ place.place_name }
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
