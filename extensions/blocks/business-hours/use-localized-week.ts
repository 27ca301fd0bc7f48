import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { englishWeek, isLocalizedWeek } from './week';
import type { LocalizedWeek } from './types';

const LOCALIZED_WEEK_PATH = '/wpcom/v2/business-hours/localized-week';

/**
 * The site's day names and first day of the week, `null` while they load. A failed request or an
 * answer of the wrong shape gives the English names with Sunday first.
 */
export function useLocalizedWeek(): LocalizedWeek | null {
	const [ week, setWeek ] = useState< LocalizedWeek | null >( null );
	useEffect( () => {
		let current = true;
		apiFetch( { path: LOCALIZED_WEEK_PATH } )
			.then( ( answer ) =>
				isLocalizedWeek( answer ) ? answer : englishWeek()
			)
			.catch( () => englishWeek() )
			.then( ( next ) => {
				if ( current ) {
					setWeek( next );
				}
			} );
		return () => {
			current = false;
		};
	}, [] );
	return week;
}
