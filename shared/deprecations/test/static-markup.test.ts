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

beforeAll( () => {
	registerBlockType( NAME, {
		apiVersion: 3,
		title: 'Now dynamic',
		category: 'media',
		attributes,
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
		expect( block.attributes ).toStrictEqual( {
			images: [ { id: 3, url: '/a.jpg' } ],
			columns: 2,
		} );
		expect( serialize( [ block ] ) ).toBe(
			`<!-- wp:${ NAME } {"images":[{"id":3,"url":"/a.jpg"}],"columns":2} /-->`
		);
	} );

	it( 'leaves a block saved by the current version as it is', () => {
		const [ block ] = parse( `<!-- wp:${ NAME } {"columns":4} /-->` );
		expect( block.isValid ).toBe( true );
		expect( block.attributes ).toStrictEqual( { images: [], columns: 4 } );
	} );
} );
