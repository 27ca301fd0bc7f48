import { areAllVideos, coreVideoAttributes } from '../transforms';

describe( 'areAllVideos', () => {
	it( 'converts dropped files only when every one is a video', () => {
		expect( areAllVideos( [ { type: 'video/mp4' } ] ) ).toBe( true );
		expect(
			areAllVideos( [ { type: 'video/mp4' }, { type: 'video/webm' } ] )
		).toBe( true );
		expect(
			areAllVideos( [ { type: 'video/mp4' }, { type: 'image/png' } ] )
		).toBe( false );
		expect( areAllVideos( [ { type: 'audio/mpeg' } ] ) ).toBe( false );
		expect( areAllVideos( [ { type: 'xvideo/mp4' } ] ) ).toBe( false );
		expect( areAllVideos( [ { type: '' } ] ) ).toBe( false );
		expect( areAllVideos( [] ) ).toBe( false );
	} );
} );

it( 'hands WordPress’s video block the attributes it knows, without the guid or colours', () => {
	expect(
		coreVideoAttributes( {
			autoplay: true,
			caption: 'Tide',
			controls: true,
			guid: 'Kx7Tq2Lp',
			id: 41,
			loop: false,
			muted: false,
			playsinline: true,
			poster: undefined,
			preload: 'auto',
			src: '/wp-content/uploads/tide.mp4',
			seekbarColor: '#000000',
			videoPressClassNames: 'wp-embed-aspect-16-9',
		} )
	).toStrictEqual( {
		autoplay: true,
		caption: 'Tide',
		controls: true,
		id: 41,
		loop: false,
		muted: false,
		playsinline: true,
		preload: 'auto',
		src: '/wp-content/uploads/tide.mp4',
	} );
} );
