import type { RestRequest } from '../../../../../platform/rest/types';
import { created } from '../created';

const request = { origin: 'http://site.test' } as RestRequest;

describe( 'created', () => {
	it( 'answers 201 with the item and its address', () => {
		expect( created( request, 'users', 7, { id: 7 } ) ).toEqual( {
			status: 201,
			data: { id: 7 },
			headers: { Location: 'http://site.test/wp-json/wp/v2/users/7' },
		} );
	} );

	it( 'adds the headers it is given beside Location', () => {
		expect(
			created(
				request,
				'media',
				3,
				{},
				{ 'X-WP-Upload-Attachment-ID': 3 }
			).headers
		).toEqual( {
			Location: 'http://site.test/wp-json/wp/v2/media/3',
			'X-WP-Upload-Attachment-ID': 3,
		} );
	} );
} );
