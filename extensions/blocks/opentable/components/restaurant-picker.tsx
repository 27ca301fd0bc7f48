import { FormTokenField } from '@wordpress/components';
import { useThrottle } from '@wordpress/compose';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SEARCH_THROTTLE_MS, ridOfToken, tokenOf } from '../parse';
import { searchRestaurants } from '../search-restaurants';

/** Restaurant names found so far, so every picker (placeholder, sidebar) shows 'Name (#id)'. */
const knownNames: Record< string, string > = {};

interface Props {
	rids: string[];
	onChange: ( rids: string[] ) => void;
	/** What is typed but not yet a token (a pasted embed code goes through here). */
	onInputChange?: ( text: string ) => void;
}

/**
 * The restaurant picker: tokens 'Name (#id)' or a bare id, suggestions from the provider's
 * search (at most one request per 500 ms). Anything that is not a token (an address, a script)
 * is not kept.
 */
export default function RestaurantPicker( {
	rids,
	onChange,
	onInputChange,
}: Props ) {
	const [ names, setNames ] = useState( knownNames );
	const [ suggestions, setSuggestions ] = useState< string[] >( [] );
	const search = useThrottle( ( text: string ) => {
		if ( text.trim().length < 2 ) {
			return;
		}
		searchRestaurants( text ).then(
			( found ) => {
				for ( const item of found ) {
					knownNames[ String( item.rid ) ] = item.name;
				}
				setNames( { ...knownNames } );
				setSuggestions(
					found.map( ( item ) =>
						tokenOf( String( item.rid ), item.name )
					)
				);
			},
			() => setSuggestions( [] )
		);
	}, SEARCH_THROTTLE_MS );
	useEffect( () => () => search.cancel(), [ search ] );
	const tokens = useMemo(
		() => rids.map( ( rid ) => tokenOf( rid, names[ rid ] ) ),
		[ rids, names ]
	);
	return (
		<FormTokenField
			label={ __( 'Restaurants', 'tessera' ) }
			placeholder={ __( 'Enter restaurant name or ID', 'tessera' ) }
			value={ tokens }
			suggestions={ suggestions }
			onInputChange={ ( text ) => {
				onInputChange?.( text );
				search( text );
			} }
			onChange={ ( next ) => {
				const ids = next
					.map( ( token ) =>
						ridOfToken(
							typeof token === 'string' ? token : token.value
						)
					)
					.filter( ( rid ): rid is string => rid !== undefined );
				onChange( [ ...new Set( ids ) ] );
			} }
			__experimentalShowHowTo={ false }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
