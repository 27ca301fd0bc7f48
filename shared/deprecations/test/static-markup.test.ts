import '@wordpress/block-editor';
import {
	getBlockTypes,
	parse,
	registerBlockType,
	serialize,
	unregisterBlockType,
} from '@wordpress/blocks';
import { staticMarkupDeprecation } from '../static-markup';

const NAME = 'tessera-test/now-dynamic';
const attributes = {
	images: { type: 'array', default: [] },
	columns: { type: 'number' },
};

/** The attributes that have a value (the editor's hooks declare a few more, unset). */
const defined = ( values: Record< string, unknown > ) =>
	Object.fromEntries(
		Object.entries( values ).filter(
			( [ , value ] ) => value !== undefined
		)
	);

beforeAll( () => {
	registerBlockType( NAME, {
		apiVersion: 3,
		title: 'Now dynamic',
		category: 'media',
		attributes,
		supports: { html: false },
		save: () => null,
		deprecated: [ staticMarkupDeprecation( attributes ) ],
	} as never );
} );

afterAll( () => {
	if ( getBlockTypes().some( ( type ) => type.name === NAME ) ) {
		unregisterBlockType( NAME );
	}
} );

describe( 'staticMarkupDeprecation', () => {
	it( 'takes what an earlier version saved, keeps the comment attributes and drops the markup', () => {
		const [ block ] = parse(
			`<!-- wp:${ NAME } {"images":[{"id":3,"url":"/a.jpg"}],"columns":2} -->\n<div class="old"><figure><img src="/a.jpg" alt=""/></figure><p>whatever it was</p></div>\n<!-- /wp:${ NAME } -->`
		);
		expect( block.isValid ).toBe( true );
		expect( defined( block.attributes ) ).toStrictEqual( {
			images: [ { id: 3, url: '/a.jpg' } ],
			columns: 2,
		} );
		expect( serialize( [ block ] ) ).toBe(
			`<!-- wp:${ NAME } {"images":[{"id":3,"url":"/a.jpg"}],"columns":2} /-->`
		);
	} );

	it( "keeps the author's own class name, which the earlier markup also carried", () => {
		const [ block ] = parse(
			`<!-- wp:${ NAME } {"className":"is-framed"} -->\n<div class="wp-block-tessera-test-now-dynamic is-framed"><p>old</p></div>\n<!-- /wp:${ NAME } -->`
		);
		expect( block.isValid ).toBe( true );
		expect( defined( block.attributes ) ).toStrictEqual( {
			images: [],
			className: 'is-framed',
		} );
	} );

	it( 'leaves a block saved by the current version as it is', () => {
		const [ block ] = parse( `<!-- wp:${ NAME } {"columns":4} /-->` );
		expect( block.isValid ).toBe( true );
		expect( defined( block.attributes ) ).toStrictEqual( {
			images: [],
			columns: 4,
		} );
	} );
} );
