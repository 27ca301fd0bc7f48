/**
 * The ad server that fills Ad block slots. WordAds fills a slot through its ad exchange (header
 * bidding scripts and third-party creatives); none of that can run here, and no auction would
 * have bidders. The stand-in keeps the part a site sees: a slot page of the requested size
 * filled with a house ad (the network's own promotion, served when no paid ad wins), and an
 * impression count per creative, raised each time the creative is served.
 */
import type { Db } from '../../../platform/store/db';
import { getOption, updateOption } from '../../../platform/store/options';
import houseAds from './fixtures/house-ads.json';
import { AD_FORMATS, type AdFormat } from '../../../shared/wordads/formats';

export { AD_SERVER_ORIGIN } from '../../../shared/wordads/ad-server';
export const STAND_IN_BASE = '/stand-ins/s.pubmine.com';

const IMPRESSIONS_OPTION = 'tessera_ad_server_impressions';

export interface HouseAd {
	id: string;
	format: string;
	headline: string;
	body: string;
	cta: string;
	background: string;
	color: string;
}

export type SlotResult =
	| { kind: 'filled'; ad: HouseAd; format: AdFormat; impressions: number }
	| { kind: 'no-fill' }
	| { kind: 'bad-request'; message: string };

export function impressionCounts( db: Db ): Record< string, number > {
	return getOption< Record< string, number > >( db, IMPRESSIONS_OPTION, {} );
}

function countImpression( db: Db, adId: string ): number {
	const counts = impressionCounts( db );
	counts[ adId ] = ( counts[ adId ] ?? 0 ) + 1;
	updateOption( db, IMPRESSIONS_OPTION, counts );
	return counts[ adId ];
}

/**
 * Fills a slot: the house ad of the format, counted as one impression when it is shown (a HEAD
 * request shows nothing). `fill=none` (a parameter the real network does not know) asks for the
 * no-fill answer a network gives when nothing is left to show.
 *
 * @param db    The site database (where the counts are kept).
 * @param query The slot request's query.
 * @param shown Whether the ad is sent to be shown (false for HEAD).
 */
export function serveSlot(
	db: Db,
	query: URLSearchParams,
	shown = true
): SlotResult {
	const format = AD_FORMATS.find( ( f ) => f.tag === query.get( 'format' ) );
	if ( ! format ) {
		return { kind: 'bad-request', message: 'Unknown ad format.' };
	}
	if ( query.get( 'fill' ) === 'none' ) {
		return { kind: 'no-fill' };
	}
	const ad = ( houseAds as HouseAd[] ).find(
		( a ) => a.format === format.tag
	);
	if ( ! ad ) {
		return { kind: 'no-fill' };
	}
	return {
		kind: 'filled',
		ad,
		format,
		impressions: shown
			? countImpression( db, ad.id )
			: ( impressionCounts( db )[ ad.id ] ?? 0 ),
	};
}

/** The site the slot is on, when it is an http(s) address (the ad's link goes there). */
export function landingPage( site: string | null ): string {
	try {
		const url = new URL( site ?? '' );
		return /^https?:$/.test( url.protocol ) ? url.origin + '/' : '#';
	} catch {
		return '#';
	}
}
