/**
 * The pin-board service stand-in (Pinterest): pins, boards and profiles from fixtures/pins.json,
 * the status of their pages, short links (pin.it) redirecting to them, and the widget data the
 * embed script reads. Pure: no request leaves the machine.
 */
import data from './fixtures/pins.json';

export const PINTEREST_ORIGIN = 'https://www.pinterest.com';
const ASSETS_ORIGIN = 'https://assets.pinterest.com';
const WIDGETS_ORIGIN = 'https://widgets.pinterest.com';
export const IMAGES_ORIGIN = 'https://i.pinimg.com';
export const STAND_IN_BASES = {
	[ PINTEREST_ORIGIN ]: '/stand-ins/www.pinterest.com',
	[ ASSETS_ORIGIN ]: '/stand-ins/assets.pinterest.com',
	[ WIDGETS_ORIGIN ]: '/stand-ins/widgets.pinterest.com',
	[ IMAGES_ORIGIN ]: '/stand-ins/i.pinimg.com',
} as const;

interface PinRecord {
	description: string;
	colour: string;
	pinner: string;
	board: string;
}
interface UserRecord {
	full_name: string;
	boards: Record< string, { name: string; pins: string[] } >;
}

const PINS = data.pins as Record< string, PinRecord >;
const USERS = data.users as Record< string, UserRecord >;
const SHORT = data.short as Record< string, string >;

const own = < T >( table: Record< string, T >, key: string ) =>
	Object.hasOwn( table, key ) ? table[ key ] : undefined;

export type Page =
	| { kind: 'pin'; id: string }
	| { kind: 'user'; user: string }
	| { kind: 'board'; user: string; board: string }
	| { kind: 'not-found' };

/** What a pinterest.com path shows, if the fixtures hold it. */
export function findPage( path: string ): Page {
	const segments = path.split( '/' ).filter( Boolean );
	if ( segments[ 0 ] === 'pin' ) {
		return segments.length === 2 && own( PINS, segments[ 1 ] )
			? { kind: 'pin', id: segments[ 1 ] }
			: { kind: 'not-found' };
	}
	const user = segments[ 0 ] ? own( USERS, segments[ 0 ] ) : undefined;
	if ( ! user || segments.length > 2 ) {
		return { kind: 'not-found' };
	}
	if ( segments.length === 1 ) {
		return { kind: 'user', user: segments[ 0 ] };
	}
	return own( user.boards, segments[ 1 ] )
		? { kind: 'board', user: segments[ 0 ], board: segments[ 1 ] }
		: { kind: 'not-found' };
}

const PINTEREST_HOST =
	/^(?:www\.|[a-z]{2}\.)?pinterest\.(?:com|ca|co\.uk|fr|de|es|it|com\.au|com\.mx|jp|nl)$/;

/**
 * What Pinterest answers for an address: a short link redirects (301) to what it stands for or is
 * 404; a page on a Pinterest domain is 200 when the fixtures hold it, 404 otherwise.
 */
export function pinterestAnswer(
	url: URL
): { status: number; location?: string } | undefined {
	if ( url.protocol !== 'https:' && url.protocol !== 'http:' ) {
		return undefined;
	}
	if ( url.host === 'pin.it' ) {
		const target = own( SHORT, url.pathname.replace( /^\/|\/$/g, '' ) );
		return target ? { status: 301, location: target } : { status: 404 };
	}
	if ( ! PINTEREST_HOST.test( url.host ) ) {
		return undefined;
	}
	return {
		status: findPage( url.pathname ).kind === 'not-found' ? 404 : 200,
	};
}

/** The widget's pin object (the fields the embed script draws). */
export interface WidgetPin {
	id: string;
	description: string;
	link: string;
	dominant_color: string;
	images: { '237x': { url: string; width: number; height: number } };
	pinner: { full_name: string; profile_url: string };
	board: { name: string; url: string };
}

function widgetPin( id: string ): WidgetPin {
	const pin = PINS[ id ];
	const user = USERS[ pin.pinner ];
	return {
		id,
		description: pin.description,
		link: `${ PINTEREST_ORIGIN }/pin/${ id }/`,
		dominant_color: pin.colour,
		images: {
			'237x': {
				url: `${ IMAGES_ORIGIN }/237x/${ id }.svg`,
				width: 237,
				height: 300,
			},
		},
		pinner: {
			full_name: user.full_name,
			profile_url: `${ PINTEREST_ORIGIN }/${ pin.pinner }/`,
		},
		board: {
			name: user.boards[ pin.board ].name,
			url: `${ PINTEREST_ORIGIN }/${ pin.pinner }/${ pin.board }/`,
		},
	};
}

/** `/v3/pidgets/pins/info/?pin_ids=a,b`: the pins found, status success (or failure if none). */
export function pinsInfo( ids: string ) {
	const found = ids
		.split( ',' )
		.filter( ( id ) => own( PINS, id ) )
		.map( widgetPin );
	return found.length
		? { status: 'success', data: found }
		: { status: 'failure', message: 'Pin not found', data: [] };
}

/** `/v3/pidgets/boards/<user>/<board>/pins/` and `/v3/pidgets/users/<user>/pins/`. */
export function boardPins( user: string, board?: string ) {
	const owner = own( USERS, user );
	let boards: Array< { name: string; pins: string[] } | undefined > = [];
	if ( owner ) {
		boards = board
			? [ own( owner.boards, board ) ].filter( Boolean )
			: Object.values( owner.boards );
	}
	if ( ! owner || boards.length === 0 ) {
		return { status: 'failure', message: 'Not found', data: {} };
	}
	return {
		status: 'success',
		data: {
			pins: boards.flatMap( ( entry ) => entry!.pins ).map( widgetPin ),
			user: {
				full_name: owner.full_name,
				profile_url: `${ PINTEREST_ORIGIN }/${ user }/`,
			},
			...( board
				? {
						board: {
							name: owner.boards[ board ].name,
							url: `${ PINTEREST_ORIGIN }/${ user }/${ board }/`,
						},
					}
				: {} ),
		},
	};
}

/** A pin's picture: a poster in its dominant colour (the stand-in has no photographs). */
export function pinImage( id: string ): string | undefined {
	const pin = own( PINS, id );
	if ( ! pin ) {
		return undefined;
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="237" height="300" viewBox="0 0 237 300"><rect width="237" height="300" fill="${ pin.colour }"/><circle cx="118" cy="130" r="60" fill="#ffffff" opacity="0.35"/><rect x="30" y="230" width="177" height="14" rx="7" fill="#ffffff" opacity="0.5"/></svg>`;
}
