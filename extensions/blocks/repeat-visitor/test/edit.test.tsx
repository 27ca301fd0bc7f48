import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as repeatVisitor from '../index';
import RepeatVisitorEdit from '../edit';
import {
	editorBlocks,
	registerWithEdit,
	renderBlockEditor,
	selectBlock,
} from '../../../../tests/support/block-editor';

beforeAll( () => registerWithEdit( repeatVisitor, RepeatVisitorEdit ) );

describe( 'Repeat visitor edit', () => {
	it( 'keeps the stored threshold on bad input, and the field follows a change made elsewhere (undo)', async () => {
		const block = createBlock( repeatVisitor.name );
		await renderBlockEditor( [ block ] );
		await selectBlock( block.clientId );
		const field = screen.getByRole( 'textbox', {
			name: 'Visit count threshold',
		} );
		await userEvent.clear( field );
		await userEvent.type( field, '0' );
		expect(
			screen.getByText( 'Please enter a valid number.' )
		).toBeInTheDocument();
		expect( editorBlocks()[ 0 ].attributes.threshold ).toBe( 3 );
		await userEvent.clear( field );
		await userEvent.type( field, '12' );
		expect( editorBlocks()[ 0 ].attributes.threshold ).toBe( 12 );
		expect(
			document.querySelector( '.wp-block-tessera-repeat-visitor__notice' )
				?.textContent
		).toBe(
			'Information noticeThis block will only appear to people who have visited this page more than 12 times.'
		);
		await act( async () => {
			await dispatch( blockEditorStore ).updateBlockAttributes(
				block.clientId,
				{ threshold: 4 }
			);
		} );
		expect( field ).toHaveValue( '4' );
		expect(
			screen.queryByText( 'Please enter a valid number.' )
		).not.toBeInTheDocument();
	} );
} );
