import { store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import {
	editorBlocks,
	renderBlockEditor,
	settle,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import { registerContactBlocks } from './register-for-tests';

beforeAll( () => {
	registerContactBlocks();
	for ( const name of [ 'core/paragraph', 'core/html' ] ) {
		registerBlockType( name, {
			apiVersion: 3,
			title: name,
			category: 'text',
			save: () => null,
		} as never );
	}
} );

function canInsert( name: string, rootClientId?: string ): boolean {
	return (
		select( blockEditorStore ) as unknown as {
			canInsertBlockType: ( block: string, root?: string ) => boolean;
		}
	 ).canInsertBlockType( name, rootClientId );
}

describe( 'Contact info edit', () => {
	it( 'starts with email, phone and address', async () => {
		await renderBlockEditor( [ createBlock( 'tessera/contact-info' ) ] );
		await settle();
		expect(
			editorBlocks()[ 0 ].innerBlocks.map( ( block ) => block.name )
		).toEqual( [ 'tessera/email', 'tessera/phone', 'tessera/address' ] );
	} );

	it( 'keeps the children it was given', async () => {
		await renderBlockEditor( [
			createBlock( 'tessera/contact-info', {}, [
				createBlock( 'tessera/phone', { phone: '555-0100' } ),
			] ),
		] );
		await settle();
		expect(
			editorBlocks()[ 0 ].innerBlocks.map( ( block ) => block.attributes )
		).toEqual( [ { phone: '555-0100' } ] );
	} );

	it( 'allows the contact blocks, map, business hours, Markdown and common core blocks', () => {
		expect( metadata.allowedBlocks ).toEqual(
			expect.arrayContaining( [
				'tessera/email',
				'tessera/phone',
				'tessera/address',
				'tessera/map',
				'tessera/business-hours',
				'tessera/markdown',
				'core/paragraph',
				'core/heading',
				'core/image',
				'core/list',
			] )
		);
	} );

	it( 'lets the editor insert only allowed blocks inside, and the contact blocks nowhere else', async () => {
		const block = createBlock( 'tessera/contact-info' );
		await renderBlockEditor( [ block ] );
		expect( canInsert( 'core/paragraph', block.clientId ) ).toBe( true );
		expect( canInsert( 'tessera/email', block.clientId ) ).toBe( true );
		expect( canInsert( 'core/html', block.clientId ) ).toBe( false );
		expect( canInsert( 'tessera/email' ) ).toBe( false );
		expect( canInsert( 'tessera/address' ) ).toBe( false );
	} );

	it( 'is the only place the contact blocks can go', () => {
		for ( const name of [
			'tessera/email',
			'tessera/phone',
			'tessera/address',
		] ) {
			expect( getBlockType( name )?.parent ).toEqual( [
				'tessera/contact-info',
			] );
		}
	} );
} );
