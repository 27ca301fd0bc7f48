/**
 * Block attributes as WordPress holds them between parsing and serialising: json_decode() into
 * PHP arrays, then wp_json_encode(). The round trip is not the identity, and a faithful filter
 * must give the same text: integers are kept exactly while larger numbers become floats, floats
 * print in PHP's shortest form, an empty object comes back as `[]`, keys that are integers make
 * a list when they run 0, 1, 2..., and a repeated key keeps its first place with its last value.
 */

export class PhpInt {
	constructor( readonly digits: string ) {}
}

export class PhpFloat {
	constructor( readonly value: number ) {}
}

/** A PHP array: ordered, with integer keys written as their decimal text. */
type PhpArray = Map< string, PhpValue >;

export type PhpValue = string | boolean | null | PhpInt | PhpFloat | PhpArray;

const INT64_MAX = BigInt( '9223372036854775807' );
const INT64_MIN = -INT64_MAX - BigInt( 1 );
const INTEGER_TEXT = /^(?:0|-?[1-9][0-9]*)$/;

/** Whether PHP stores this array key as an integer. */
export function isIntegerKey( key: string ): boolean {
	if ( ! INTEGER_TEXT.test( key ) || key.length > 20 ) {
		return false;
	}
	const value = BigInt( key );
	return value >= INT64_MIN && value <= INT64_MAX;
}

/** json_decode() allows 512 levels, the value inside the deepest container included. */
const MAX_DEPTH = 511;
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const LONG_MIN_DIGITS = '9223372036854775808';
const ESCAPES: Record< string, string > = {
	'"': '"',
	'\\': '\\',
	'/': '/',
	b: '\b',
	f: '\f',
	n: '\n',
	r: '\r',
	t: '\t',
};

class JsonSyntaxError extends Error {}

function isHighSurrogate( code: number ): boolean {
	return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate( code: number ): boolean {
	return code >= 0xdc00 && code <= 0xdfff;
}

class Decoder {
	private index = 0;

	constructor( private readonly text: string ) {}

	document(): PhpValue {
		const value = this.value( 0 );
		this.skipWhitespace();
		if ( this.index !== this.text.length ) {
			throw new JsonSyntaxError();
		}
		return value;
	}

	private fail(): never {
		throw new JsonSyntaxError();
	}

	private skipWhitespace(): void {
		while ( ' \t\n\r'.includes( this.text[ this.index ] ?? 'x' ) ) {
			this.index++;
		}
	}

	private expect( token: string ): void {
		if ( ! this.text.startsWith( token, this.index ) ) {
			this.fail();
		}
		this.index += token.length;
	}

	private value( depth: number ): PhpValue {
		this.skipWhitespace();
		const next = this.text[ this.index ];
		if ( next === '{' || next === '[' ) {
			if ( depth >= MAX_DEPTH ) {
				this.fail();
			}
			return next === '{'
				? this.object( depth + 1 )
				: this.list( depth + 1 );
		}
		if ( next === '"' ) {
			return this.string();
		}
		for ( const [ word, value ] of [
			[ 'true', true ],
			[ 'false', false ],
			[ 'null', null ],
		] as const ) {
			if ( this.text.startsWith( word, this.index ) ) {
				this.index += word.length;
				return value;
			}
		}
		return this.number();
	}

	/** An object's or a list's members, each read by `member`, separated by commas. */
	private members( open: string, close: string, member: () => void ): void {
		this.expect( open );
		this.skipWhitespace();
		if ( this.text[ this.index ] === close ) {
			this.index++;
			return;
		}
		for (;;) {
			member();
			this.skipWhitespace();
			if ( this.text[ this.index ] === close ) {
				this.index++;
				return;
			}
			this.expect( ',' );
		}
	}

	private object( depth: number ): PhpArray {
		const out: PhpArray = new Map();
		this.members( '{', '}', () => {
			this.skipWhitespace();
			if ( this.text[ this.index ] !== '"' ) {
				this.fail();
			}
			const key = this.string();
			this.skipWhitespace();
			this.expect( ':' );
			out.set( key, this.value( depth ) );
		} );
		return out;
	}

	private list( depth: number ): PhpArray {
		const out: PhpArray = new Map();
		this.members( '[', ']', () => {
			out.set( String( out.size ), this.value( depth ) );
		} );
		return out;
	}

	private unicodeEscape(): number {
		const hex = this.text.slice( this.index, this.index + 4 );
		if ( ! /^[0-9a-fA-F]{4}$/.test( hex ) ) {
			this.fail();
		}
		this.index += 4;
		return parseInt( hex, 16 );
	}

	private string(): string {
		this.expect( '"' );
		let out = '';
		for (;;) {
			const character = this.text[ this.index++ ];
			if ( character === undefined ) {
				this.fail();
			}
			const code = character.charCodeAt( 0 );
			if ( character === '"' ) {
				return out;
			}
			if ( code < 0x20 ) {
				this.fail();
			}
			if ( character !== '\\' ) {
				// Text that is not valid UTF-8 (here: a lone surrogate) is refused.
				if ( isHighSurrogate( code ) ) {
					if (
						! isLowSurrogate( this.text.charCodeAt( this.index ) )
					) {
						this.fail();
					}
					out += character + this.text[ this.index++ ];
				} else if ( isLowSurrogate( code ) ) {
					this.fail();
				} else {
					out += character;
				}
				continue;
			}
			const escape = this.text[ this.index++ ];
			if ( escape !== 'u' ) {
				out += ESCAPES[ escape ] ?? this.fail();
				continue;
			}
			const unit = this.unicodeEscape();
			if ( isLowSurrogate( unit ) ) {
				this.fail();
			}
			if ( isHighSurrogate( unit ) ) {
				this.expect( '\\u' );
				const low = this.unicodeEscape();
				if ( ! isLowSurrogate( low ) ) {
					this.fail();
				}
				out += String.fromCharCode( unit, low );
			} else {
				out += String.fromCharCode( unit );
			}
		}
	}

	/** Integers that fit in 64 bits stay integers; any other number is a float. */
	private number(): PhpInt | PhpFloat {
		NUMBER.lastIndex = this.index;
		const match = NUMBER.exec( this.text );
		if ( ! match ) {
			this.fail();
		}
		this.index += match[ 0 ].length;
		const text = match[ 0 ];
		if ( match[ 1 ] === undefined && match[ 2 ] === undefined ) {
			const negative = text.startsWith( '-' );
			const digits = negative ? text.slice( 1 ) : text;
			const fits =
				digits.length < LONG_MIN_DIGITS.length ||
				( digits.length === LONG_MIN_DIGITS.length &&
					( digits < LONG_MIN_DIGITS ||
						( digits === LONG_MIN_DIGITS && negative ) ) );
			if ( fits ) {
				return new PhpInt( BigInt( text ).toString() );
			}
		}
		return new PhpFloat( Number( text ) );
	}
}

/** json_decode( $text, true ), or undefined where PHP gives null for an error. */
export function decodePhpJson( text: string ): PhpValue | undefined {
	try {
		return new Decoder( text ).document();
	} catch ( error ) {
		if ( error instanceof JsonSyntaxError ) {
			return undefined;
		}
		throw error;
	}
}

/** A float as PHP prints it: the shortest digits, exponent form below 1e-4 and from 1e17. */
function encodeFloat( value: number ): string {
	if ( value === 0 ) {
		return Object.is( value, -0 ) ? '-0' : '0';
	}
	const sign = value < 0 ? '-' : '';
	const [ mantissa, exponentText ] = Math.abs( value )
		.toExponential()
		.split( 'e' );
	const digits = mantissa.replace( '.', '' );
	const exponent = Number( exponentText );
	const point = exponent + 1;
	if ( point < -3 || point > 17 ) {
		const shown =
			digits.length === 1
				? `${ digits }.0`
				: `${ digits[ 0 ] }.${ digits.slice( 1 ) }`;
		return `${ sign }${ shown }e${ exponent < 0 ? '-' : '+' }${ Math.abs( exponent ) }`;
	}
	if ( point <= 0 ) {
		return `${ sign }0.${ '0'.repeat( -point ) }${ digits }`;
	}
	if ( point >= digits.length ) {
		return sign + digits + '0'.repeat( point - digits.length );
	}
	return `${ sign }${ digits.slice( 0, point ) }.${ digits.slice( point ) }`;
}

const SHORT_ESCAPES: Record< string, string > = {
	'"': '\\"',
	'\\': '\\\\',
	'\b': '\\b',
	'\f': '\\f',
	'\n': '\\n',
	'\r': '\\r',
	'\t': '\\t',
	'\u2028': '\\u2028',
	'\u2029': '\\u2029',
};

/** With unescaped slashes and Unicode, as wp_json_encode() is called for block attributes. */
function encodeString( text: string ): string {
	return `"${ text.replace(
		/["\\\x00-\x1f\u2028\u2029]/g,
		( character ) =>
			SHORT_ESCAPES[ character ] ??
			`\\u${ character.charCodeAt( 0 ).toString( 16 ).padStart( 4, '0' ) }`
	) }"`;
}

function isList( array: PhpArray ): boolean {
	let expected = 0;
	for ( const key of array.keys() ) {
		if ( key !== String( expected++ ) ) {
			return false;
		}
	}
	return true;
}

/** json_encode(); undefined where PHP fails (an infinite float). */
export function encodePhpJson( value: PhpValue ): string | undefined {
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'boolean' ) {
		return String( value );
	}
	if ( typeof value === 'string' ) {
		return encodeString( value );
	}
	if ( value instanceof PhpInt ) {
		return value.digits;
	}
	if ( value instanceof PhpFloat ) {
		return Number.isFinite( value.value )
			? encodeFloat( value.value )
			: undefined;
	}
	const encoded = new Map< string, string >();
	for ( const [ key, item ] of value ) {
		const json = encodePhpJson( item );
		if ( json === undefined ) {
			return undefined;
		}
		encoded.set( key, json );
	}
	if ( isList( value ) ) {
		return `[${ [ ...encoded.values() ].join( ',' ) }]`;
	}
	const members = [ ...encoded ].map(
		( [ key, json ] ) => `${ encodeString( key ) }:${ json }`
	);
	return `{${ members.join( ',' ) }}`;
}
