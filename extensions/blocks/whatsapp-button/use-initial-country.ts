import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { fetchServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { serviceUrl } from '../../../shared/service-hosts';
import { dialCodeOf } from './countries';

export const GEO_URL = 'https://public-api.wordpress.com/geo/';

/**
 * A new button (no country code yet) starts with code 1, is selected so its settings show, and
 * then takes the code of the country the geolocation service places the author in. When the
 * service fails or cannot tell, 1 stays.
 *
 * @param countryCode    The stored country code.
 * @param clientId       The block.
 * @param setCountryCode Stores a dial code (with the country it was found for, if any).
 */
export function useInitialCountry(
	countryCode: string | undefined,
	clientId: string,
	setCountryCode: ( code: string, country?: string ) => void
): void {
	const { selectBlock } = useDispatch( blockEditorStore );
	useEffect( () => {
		if ( countryCode !== undefined ) {
			return;
		}
		setCountryCode( '1' );
		selectBlock( clientId );
		let current = true;
		fetchServiceHosts()
			.then( ( hosts ) =>
				window.fetch(
					serviceUrl( GEO_URL, hosts, window.location.origin )
				)
			)
			.then( ( response ) =>
				response.ok ? response.json() : undefined
			)
			.then( ( location ) => {
				const dial = dialCodeOf( location?.country_short );
				if ( current && dial ) {
					setCountryCode( dial, location.country_short );
				}
			} )
			.catch( () => undefined );
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the block is new: run again on the code it sets, it would drop its own lookup.
	}, [] );
}
