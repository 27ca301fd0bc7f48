import { __ } from '@wordpress/i18n';

/** The buttons and bars the visitor script adds around the saved slides. */
export interface StoryControls {
	overlay: HTMLButtonElement;
	previous: HTMLButtonElement;
	next: HTMLButtonElement;
	playPause: HTMLButtonElement;
	mute: HTMLButtonElement;
	exit: HTMLButtonElement;
	pagination: HTMLElement;
	count: HTMLElement;
}

function button(
	className: string,
	label: string,
	parent: HTMLElement
): HTMLButtonElement {
	const element = document.createElement( 'button' );
	element.type = 'button';
	element.className = `wp-story-button ${ className }`;
	element.setAttribute( 'aria-label', label );
	element.title = label;
	parent.append( element );
	return element;
}

export function addControls( root: HTMLElement ): StoryControls {
	const bar = document.createElement( 'div' );
	bar.className = 'wp-story-controls';
	const pagination = document.createElement( 'div' );
	pagination.className = 'wp-story-pagination';
	const count = document.createElement( 'span' );
	count.className = 'wp-story-count';
	const overlay = button(
		'wp-story-overlay',
		__( 'Play story', 'tessera' ),
		root
	);
	const previous = button(
		'wp-story-previous',
		__( 'Previous Slide', 'tessera' ),
		root
	);
	const next = button( 'wp-story-next', __( 'Next Slide', 'tessera' ), root );
	const exit = button(
		'wp-story-exit',
		__( 'Exit Fullscreen', 'tessera' ),
		root
	);
	root.append( pagination, bar );
	const playPause = button(
		'wp-story-play-pause',
		__( 'Play', 'tessera' ),
		bar
	);
	const mute = button( 'wp-story-mute', __( 'Mute', 'tessera' ), bar );
	bar.append( count );
	return {
		overlay,
		previous,
		next,
		playPause,
		mute,
		exit,
		pagination,
		count,
	};
}
