import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import {
	editorBlocks,
	renderBlockEditor,
	selectBlock,
	settle,
} from '../../../../tests/support/block-editor';
import metadata from '../block.json';
import edit from '../edit';
import { settings } from '../index';

const PARENT = 'tessera-test/button-parent';

function ParentEdit() {
	return (
		<div { ...useBlockProps() }>
			<InnerBlocks />
		</div>
	);
}

beforeAll( () => {
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType( metadata as never, { ...settings, edit } as never );
	}
	registerBlockType( PARENT, {
		title: 'Parent',
		category: 'widgets',
		attributes: { url: { type: 'string' } },
		edit: ParentEdit,
		save: () => null,
	} as never );
} );

describe( 'Button edit', () => {
	it( 'clears a percentage width when aligned left, and keeps a px width', async () => {
		const block = createBlock( metadata.name, {
			text: 'Go',
			width: '50%',
		} );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Align block' } )
		);
		await user.click(
			screen.getByRole( 'menuitemradio', { name: 'Align left' } )
		);
		await settle();
		expect( editorBlocks()[ 0 ].attributes ).toMatchObject( {
			align: 'left',
			width: undefined,
		} );
		expect(
			screen.queryByRole( 'group', { name: 'Percentage width' } )
		).toBeNull();
	} );

	it( 'shows the border radius slider at 5 when no radius is set', async () => {
		const block = createBlock( metadata.name, { text: 'Go' } );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		expect(
			screen.getByRole( 'slider', { name: 'Border radius' } )
		).toHaveValue( '5' );
	} );

	it( 'syncs the attributes named in passthroughAttributes from its parent', async () => {
		const button = createBlock( metadata.name, {
			element: 'a',
			text: 'Schedule',
			passthroughAttributes: { url: 'url' },
		} );
		const parent = createBlock(
			PARENT,
			{ url: 'https://calendly.com/tessera-demo/30min' },
			[ button ]
		);
		await renderBlockEditor( [ parent ] );
		await settle();
		expect( editorBlocks()[ 0 ].innerBlocks[ 0 ].attributes.url ).toBe(
			'https://calendly.com/tessera-demo/30min'
		);
	} );
} );
