/**
 * Compile-time checks of BlockAttributes (tsc runs on tests too): a wrong derivation fails
 * `npm test` at the type check, and the runtime assertions keep jest honest about them.
 */
import type { BlockAttributes, UntypedAttributes } from '../types';

type Equal< A, B > =
	( < T >() => T extends A ? 1 : 2 ) extends < T >() => T extends B ? 1 : 2
		? true
		: false;

// Shaped as TypeScript types a block.json import: `type` widened to string.
const declarations = {
	rating: { type: 'number', default: 1 },
	label: { type: 'string', default: 'Stars' },
	shown: { type: 'boolean', default: true },
	color: { type: 'string' },
};
type Declarations = typeof declarations;
type Attributes = BlockAttributes< Declarations, { color: 'string' } >;

const ratingIsNumber: Equal< Attributes[ 'rating' ], number > = true;
const labelIsString: Equal< Attributes[ 'label' ], string > = true;
const shownIsBoolean: Equal< Attributes[ 'shown' ], boolean > = true;
const colorIsOptional: Equal< Attributes[ 'color' ], string | undefined > =
	true;
const classNameIsOptional: Equal<
	Attributes[ 'className' ],
	string | undefined
> = true;

// Every attribute without a default must be named, and only those.
// @ts-expect-error color is missing.
const missing: UntypedAttributes< Declarations > = {};
const extra: UntypedAttributes< Declarations > = {
	color: 'string',
	// @ts-expect-error rating has a default.
	rating: 'number',
};

it( 'derives attribute types from block.json declarations', () => {
	expect( [
		ratingIsNumber,
		labelIsString,
		shownIsBoolean,
		colorIsOptional,
		classNameIsOptional,
	] ).toEqual( [ true, true, true, true, true ] );
	expect( [ missing, extra ] ).toHaveLength( 2 );
	expect( declarations.color.type ).toBe( 'string' );
} );
