const pad = ( n: number ) => String( n ).padStart( 2, '0' );

function format( total: number ): string {
	const hours = Math.floor( total / 3600 );
	const minutes = Math.floor( ( total % 3600 ) / 60 );
	const secs = Math.floor( total % 60 );
	return hours > 0
		? `${ hours }:${ pad( minutes ) }:${ pad( secs ) }`
		: `${ minutes }:${ pad( secs ) }`;
}

/**
 * An `itunes:duration` as the player prints it. Feeds give seconds (`1830`, `95.5`), `MM:SS` or
 * `H:MM:SS` (minutes and seconds below 60 after the first part); anything else gives ''.
 *
 * @param value The feed's value.
 */
export function formatDuration( value: string ): string {
	const text = value.trim();
	if ( /^\d+(\.\d+)?$/.test( text ) ) {
		return format( Number( text ) );
	}
	const parts = /^(\d+):([0-5]?\d)(?::([0-5]?\d))?$/.exec( text );
	if ( ! parts ) {
		return '';
	}
	const numbers = parts
		.slice( 1 )
		.filter( ( p ) => p !== undefined )
		.map( Number );
	const total =
		numbers.length === 3
			? numbers[ 0 ] * 3600 + numbers[ 1 ] * 60 + numbers[ 2 ]
			: numbers[ 0 ] * 60 + numbers[ 1 ];
	return format( total );
}
