import { allCities, isCapital, isSection, type City } from '../cities';

const withCode = ( featureCode: string ) => ( { featureCode } ) as City;

it( 'leaves out places that are no more, and keeps districts for search', () => {
	const codes = new Set( allCities().map( ( city ) => city.featureCode ) );
	expect(
		[ 'PPLQ', 'PPLW', 'PPLH', 'PPLCH' ].filter( ( code ) =>
			codes.has( code )
		)
	).toStrictEqual( [] );
	expect(
		[ 'PPL', 'PPLA', 'PPLC', 'PPLX' ].every( ( code ) => codes.has( code ) )
	).toBe( true );
} );

it( 'tells capitals and districts by their GeoNames feature code', () => {
	const codes = [ 'PPLC', 'PPLX', 'PPL', 'PPLCH', 'PPLXX', 'xPPLC' ];
	expect( codes.map( withCode ).map( isCapital ) ).toStrictEqual( [
		true,
		false,
		false,
		false,
		false,
		false,
	] );
	expect( codes.map( withCode ).map( isSection ) ).toStrictEqual( [
		false,
		true,
		false,
		false,
		false,
		false,
	] );
} );
