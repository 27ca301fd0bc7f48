import { act, fireEvent, render, screen } from '@testing-library/react';
import { useBlockNotices } from '../block-notices';

let add: ( message: string ) => void = () => undefined;

function Block() {
	const { noticeUI, createErrorNotice } = useBlockNotices();
	add = createErrorNotice;
	return <div data-testid="block">{ noticeUI }</div>;
}

describe( 'useBlockNotices', () => {
	it( 'shows each error inside the block until it is dismissed', () => {
		render( <Block /> );
		const block = screen.getByTestId( 'block' );
		expect( block ).toBeEmptyDOMElement();
		act( () => {
			add(
				'Sorry, this file type is not permitted for security reasons.'
			);
			add( 'This file exceeds the maximum upload size for this site.' );
		} );
		const texts = () =>
			[ ...block.querySelectorAll( '.components-notice__content' ) ].map(
				( notice ) => notice.firstChild?.textContent
			);
		// Newest first, as the editor lists notices.
		expect( texts() ).toStrictEqual( [
			'This file exceeds the maximum upload size for this site.',
			'Sorry, this file type is not permitted for security reasons.',
		] );
		expect( block.querySelectorAll( '.is-error' ) ).toHaveLength( 2 );
		fireEvent.click(
			screen.getAllByRole( 'button', { name: 'Close' } )[ 0 ]
		);
		expect( texts() ).toStrictEqual( [
			'Sorry, this file type is not permitted for security reasons.',
		] );
	} );
} );
