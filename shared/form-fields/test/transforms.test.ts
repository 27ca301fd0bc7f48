import {
	getBlockTypes,
	switchToBlockType,
	createBlock,
} from '@wordpress/blocks';
import { childBlocksOf } from '../../loader/child-blocks';
import type { BlockModule } from '../../loader/types';
import {
	blockFolders,
	indexFile,
	loadModule,
} from '../../../extensions/folders';
import contactForm from '../../../extensions/blocks/contact-form/block.json';
import { registerField } from './register-fields';

beforeAll( () => {
	for ( const folder of childBlocksOf( contactForm, blockFolders() ) ) {
		registerField(
			loadModule< BlockModule >( indexFile( folder ) ),
			() => null
		);
	}
} );

describe( 'field transforms', () => {
	it( 'turns a one-input field into another, keeping what was set', () => {
		const block = createBlock( 'tessera/field-text', {
			label: 'Your town',
			required: true,
			width: 50,
			id: 'town',
		} );
		const [ result ] = switchToBlockType( block, 'tessera/field-name' )!;
		expect( result.name ).toBe( 'tessera/field-name' );
		expect( result.attributes ).toMatchObject( {
			label: 'Your town',
			required: true,
			width: 50,
			id: 'town',
		} );
	} );

	it( "gives a field still carrying its type's default label the new type's default", () => {
		const block = createBlock( 'tessera/field-radio', {
			options: [ 'Yes', 'No' ],
		} );
		const [ result ] = switchToBlockType( block, 'tessera/field-select' )!;
		expect( result.attributes.label ).toBe( 'Select one' );
		expect( result.attributes.options ).toEqual( [ 'Yes', 'No' ] );
	} );

	it( 'offers no transform between families (options would be lost or made up)', () => {
		const block = createBlock( 'tessera/field-email' );
		expect( switchToBlockType( block, 'tessera/field-radio' ) ).toBeNull();
		expect(
			switchToBlockType( block, 'tessera/field-consent' )
		).toBeNull();
		expect(
			getBlockTypes().filter( ( type ) =>
				type.name.startsWith( 'tessera/field-' )
			)
		).toHaveLength( 12 );
	} );
} );
