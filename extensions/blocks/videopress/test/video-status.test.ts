import { statusFrom } from '../use-video-status';

describe( 'statusFrom', () => {
	it( 'is processing until the host says finished', () => {
		expect( statusFrom( true, { finished: false } ) ).toStrictEqual( {
			state: 'processing',
		} );
		expect( statusFrom( true, {} ) ).toStrictEqual( {
			state: 'processing',
		} );
	} );

	it( 'is ready with the size and poster once finished', () => {
		expect(
			statusFrom( true, {
				finished: true,
				width: 854,
				height: 480,
				poster: 'https://videos.files.wordpress.com/Kx7Tq2Lp/poster.jpg',
			} )
		).toStrictEqual( {
			state: 'ready',
			width: 854,
			height: 480,
			poster: 'https://videos.files.wordpress.com/Kx7Tq2Lp/poster.jpg',
		} );
	} );

	it( 'fails with the host’s message, or a general one', () => {
		expect(
			statusFrom( false, {
				message: 'The video could not be processed. No picture.',
			} )
		).toStrictEqual( {
			state: 'failed',
			message: 'The video could not be processed. No picture.',
		} );
		expect( statusFrom( false, {} ) ).toStrictEqual( {
			state: 'failed',
			message: 'The video could not be processed.',
		} );
	} );
} );
