/**
 * fast-check arbitraries for block attributes, built from block.json declarations.
 *
 * `validAttributes` stays inside what a declaration allows (its type, its enum, the items of an
 * array), as the block's own editor could store it, but takes every string from the hostile
 * set. An array or object without `items`/`properties` is generated in the shape of its default
 * or example (leaves replaced), or as arbitrary JSON. `anyAttributes` also gives wrong types,
 * nulls and missing values, as a hand-edited post or another client may save them.
 */
import fc from 'fast-check';
import type { DeclaredAttribute } from './discover-blocks';
import { hostileString } from './hostile-strings';

type Json = unknown;

/** Attributes whose saved markup is the author's own HTML (filtered by kses, not by the block). */
const RAW_HTML_SOURCES = new Set( [ 'html', 'rich-text' ] );

const BENIGN_HTML = fc.constantFrom(
	'',
	'Plain',
	'<strong>Bold</strong> text'
);

const OBJECT_KEYS = fc.oneof(
	fc.constantFrom(
		'__proto__',
		'constructor',
		'toString',
		'valueOf',
		'length',
		'0',
		'name',
		'hours'
	),
	fc.string( { maxLength: 6 } )
);

function numberValue(): fc.Arbitrary< number > {
	return fc.oneof(
		fc.integer(),
		fc.double( { noNaN: true, noDefaultInfinity: true } ),
		fc.constantFrom( 0, -1, 0.5, 4.75, 1e21, -1e-7, Number.MAX_VALUE )
	);
}

const { json: jsonValue } = fc.letrec< { json: Json } >( ( tie ) => ( {
	json: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		hostileString(),
		numberValue(),
		fc.boolean(),
		fc.constant( null ),
		fc.array( tie( 'json' ), { maxLength: 3 } ),
		fc.dictionary( OBJECT_KEYS, tie( 'json' ), { maxKeys: 3 } )
	),
} ) );

/** Any JSON value, strings from the hostile set, keys including `__proto__` and `toString`. */
function anyJson(): fc.Arbitrary< Json > {
	return jsonValue;
}

/** Values of the same shape as `sample`, each leaf generated anew. */
function shapedLike( sample: Json ): fc.Arbitrary< Json > {
	if ( typeof sample === 'string' ) {
		return hostileString();
	}
	if ( typeof sample === 'number' ) {
		return numberValue();
	}
	if ( typeof sample === 'boolean' ) {
		return fc.boolean();
	}
	if ( Array.isArray( sample ) ) {
		return sample.length === 0
			? fc.array( anyJson(), { maxLength: 3 } )
			: fc.array( fc.oneof( ...sample.map( shapedLike ) ), {
					maxLength: sample.length + 2,
				} );
	}
	if ( sample && typeof sample === 'object' ) {
		const shapes = Object.fromEntries(
			Object.entries( sample ).map( ( [ key, value ] ) => [
				key,
				shapedLike( value ),
			] )
		);
		return fc.oneof(
			fc.record( shapes ),
			fc.record( shapes, { requiredKeys: [] } )
		);
	}
	return fc.constant( null );
}

function valueOfType(
	type: unknown,
	declaration: DeclaredAttribute,
	sample: Json
): fc.Arbitrary< Json > {
	switch ( type ) {
		case 'string':
			return RAW_HTML_SOURCES.has( declaration.source ?? '' )
				? BENIGN_HTML
				: hostileString();
		case 'number':
			return numberValue();
		case 'integer':
			return fc.oneof(
				fc.integer(),
				fc.constantFrom( 0, -1, Number.MAX_SAFE_INTEGER )
			);
		case 'boolean':
			return fc.boolean();
		case 'null':
			return fc.constant( null );
		case 'array':
			if ( declaration.items ) {
				return fc.array( validValue( declaration.items ), {
					maxLength: 5,
				} );
			}
			return sample !== undefined
				? fc.oneof( shapedLike( sample ), fc.array( anyJson() ) )
				: fc.array( anyJson(), { maxLength: 5 } );
		case 'object':
			if ( declaration.properties ) {
				return fc.record(
					Object.fromEntries(
						Object.entries( declaration.properties ).map(
							( [ key, property ] ) => [
								key,
								validValue( property ),
							]
						)
					),
					{ requiredKeys: [] }
				);
			}
			return sample !== undefined
				? fc.oneof(
						shapedLike( sample ),
						fc.dictionary( OBJECT_KEYS, anyJson(), { maxKeys: 4 } )
					)
				: fc.dictionary( OBJECT_KEYS, anyJson(), { maxKeys: 4 } );
		default:
			return hostileString();
	}
}

/** A value the declaration allows. `sample` (its default or example) shapes untyped containers. */
function validValue(
	declaration: DeclaredAttribute,
	sample: Json = declaration.default
): fc.Arbitrary< Json > {
	if ( declaration.enum ) {
		return fc.constantFrom( ...declaration.enum );
	}
	if ( declaration.source === 'query' && declaration.query ) {
		return fc.array(
			fc.record(
				Object.fromEntries(
					Object.entries( declaration.query ).map(
						( [ key, inner ] ) => [ key, validValue( inner ) ]
					)
				)
			),
			{ maxLength: 4 }
		);
	}
	const types = Array.isArray( declaration.type )
		? declaration.type
		: [ declaration.type ?? 'string' ];
	return fc.oneof(
		...types.map( ( type ) => valueOfType( type, declaration, sample ) )
	);
}

const WRONG_VALUES = fc.constantFrom< Json >(
	null,
	0,
	-1,
	1.5,
	Number.MAX_VALUE,
	true,
	false,
	'',
	'0',
	'true',
	[],
	[ '<script>alert(1)</script>' ],
	{},
	{ toString: 'x' },
	{ length: 1e9 },
	[ null ],
	[ [] ]
);

type Declarations = Record< string, DeclaredAttribute >;

function samples(
	declarations: Declarations,
	example: Record< string, Json > = {}
): Record< string, Json > {
	return Object.fromEntries(
		Object.entries( declarations ).map( ( [ name, declaration ] ) => [
			name,
			declaration.default ?? example[ name ],
		] )
	);
}

/** Attributes within their declarations; any of them may be left out. */
export function validAttributes(
	declarations: Declarations,
	example?: Record< string, Json >
): fc.Arbitrary< Record< string, Json > > {
	const sample = samples( declarations, example );
	return fc.record(
		Object.fromEntries(
			Object.entries( declarations ).map( ( [ name, declaration ] ) => [
				name,
				validValue( declaration, sample[ name ] ),
			] )
		),
		{ requiredKeys: [] }
	);
}

/** Attributes of any JSON value, right or wrong type, present or not, as JSON gives them back. */
export function anyAttributes(
	declarations: Declarations,
	example?: Record< string, Json >
): fc.Arbitrary< Record< string, Json > > {
	const sample = samples( declarations, example );
	return fc
		.record(
			Object.fromEntries(
				Object.entries( declarations ).map(
					( [ name, declaration ] ) => [
						name,
						fc.oneof(
							validValue( declaration, sample[ name ] ),
							WRONG_VALUES,
							anyJson()
						),
					]
				)
			),
			{ requiredKeys: [] }
		)
		.map( ( attributes ) => JSON.parse( JSON.stringify( attributes ) ) );
}

function replaceStrings(
	value: Json,
	payload: string,
	choose: ( path: string ) => boolean,
	path: string
): Json {
	if ( typeof value === 'string' ) {
		return choose( path ) ? payload : value;
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( item, index ) =>
			replaceStrings( item, payload, choose, `${ path }.${ index }` )
		);
	}
	if ( value && typeof value === 'object' ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [
				key,
				replaceStrings( item, payload, choose, `${ path }.${ key }` ),
			] )
		);
	}
	return value;
}

/**
 * Attributes with one hostile payload put in many places at once: each string inside them,
 * except enum values and the author's own HTML (see RAW_HTML_SOURCES), becomes the payload or stays, as a generated function of its place
 * decides. A payload so reaches every attribute in a few runs.
 */
export function carryingPayload(
	attributes: fc.Arbitrary< Record< string, Json > >,
	declarations: Declarations
): fc.Arbitrary< { attributes: Record< string, Json >; payload: string } > {
	return fc
		.tuple( attributes, hostileString(), fc.func( fc.boolean() ) )
		.map( ( [ generated, payload, choose ] ) => ( {
			payload,
			attributes: Object.fromEntries(
				Object.entries( generated ).map( ( [ name, value ] ) => [
					name,
					declarations[ name ]?.enum ||
					RAW_HTML_SOURCES.has( declarations[ name ]?.source ?? '' )
						? value
						: replaceStrings( value, payload, choose, name ),
				] )
			),
		} ) );
}
