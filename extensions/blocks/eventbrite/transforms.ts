import { createBlock } from '@wordpress/blocks';
import { eventIdFromUrl, isEventUrl } from './parse';

/** A pasted paragraph that is an event page address becomes the block. */
export const transforms = {
	from: [
		{
			type: 'raw' as const,
			// Before core/embed's (priority 1), which takes any paragraph that is a bare URL.
			priority: 0,
			isMatch: ( node: Node ) =>
				node.nodeName === 'P' && isEventUrl( node.textContent ?? '' ),
			transform: ( node: Node ) => {
				const url = ( node.textContent ?? '' ).trim();
				return createBlock( 'tessera/eventbrite', {
					url,
					eventId: eventIdFromUrl( url ),
				} );
			},
		},
	],
};
