import { __ } from '@wordpress/i18n';
import type { RelatedPost } from '../../../shared/related-posts/types';

/** Stand-in posts for the preview when the site has none to show yet. */
export function placeholderPosts( count: number ): RelatedPost[] {
	return Array.from( { length: count }, ( _, index ) => ( {
		id: -1 - index,
		url: '#',
		title: __( 'Preview unavailable', 'tessera' ),
		img: { src: '', alt_text: '' },
		date: __( 'Date', 'tessera' ),
		context: __( 'Context', 'tessera' ),
	} ) );
}
