import { __ } from '@wordpress/i18n';
import type { AdFormatTag } from '../../../shared/wordads/formats';

export function formatName( tag: AdFormatTag ): string {
	switch ( tag ) {
		case 'leaderboard':
			return __( 'Leaderboard 728x90', 'tessera' );
		case 'mobile_leaderboard':
			return __( 'Mobile Leaderboard 320x50', 'tessera' );
		case 'wideskyscraper':
			return __( 'Wide Skyscraper 160x600', 'tessera' );
		default:
			return __( 'Rectangle 300x250', 'tessera' );
	}
}

export const advertisementsLabel = () => __( 'Advertisements', 'tessera' );
