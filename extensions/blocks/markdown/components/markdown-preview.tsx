import { RawHTML } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';
import { followLink } from '../follow-link';
import { renderMarkdown } from '../markdown';

/** The link a click landed in, if any (the target may be inside the canvas iframe's realm). */
function clickedLink( target: EventTarget ): HTMLAnchorElement | null {
	const element = target as Partial< Element >;
	return typeof element.closest === 'function'
		? ( element.closest( 'a[href]' ) as HTMLAnchorElement | null )
		: null;
}

function confirmLeaving( event: MouseEvent< HTMLElement > ) {
	const link = clickedLink( event.target );
	if ( ! link ) {
		return;
	}
	event.preventDefault();
	const message = __(
		'Are you sure you wish to leave this page?',
		'tessera'
	);
	// The browser's own confirmation dialog, as a link in a post preview asks before leaving.
	// eslint-disable-next-line no-alert
	if ( window.confirm( message ) ) {
		followLink( link.href );
	}
}

export default function MarkdownPreview( { markdown }: { markdown: string } ) {
	return (
		<RawHTML
			className="wp-block-tessera-markdown__preview"
			onClick={ confirmLeaving }
		>
			{ renderMarkdown( markdown ) }
		</RawHTML>
	);
}
