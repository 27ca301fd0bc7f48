import { pickedUpload } from '../picked-upload';

describe( 'pickedUpload', () => {
	it( 'takes the temporary preview, then the saved attachment', () => {
		expect(
			pickedUpload( { url: 'blob:http://localhost/1f2e' } )
		).toStrictEqual( {
			url: 'blob:http://localhost/1f2e',
			alt: '',
		} );
		expect(
			pickedUpload( {
				id: 12,
				source_url: 'http://localhost/wp-content/uploads/2026/11/a.jpg',
				alt_text: 'Dunes',
				media_details: { width: 1200, height: 800 },
			} )
		).toStrictEqual( {
			id: 12,
			url: 'http://localhost/wp-content/uploads/2026/11/a.jpg',
			alt: 'Dunes',
			width: 1200,
			height: 800,
		} );
	} );

	it( 'empties the slot when an upload fails (nothing, or an item without an address)', () => {
		expect( [
			pickedUpload( undefined ),
			pickedUpload( {} ),
			pickedUpload( { id: 3, url: '' } ),
		] ).toStrictEqual( [ null, null, null ] );
	} );
} );
