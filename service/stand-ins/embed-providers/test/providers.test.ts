import type { AppContext } from '../../../../platform/context';
import {
	facebookProvider,
	instagramProvider,
	loomProvider,
	smartframeProvider,
} from '../providers';

const ctx = {} as AppContext;
const ask = ( provider: typeof loomProvider, url: string, maxwidth = 600 ) =>
	provider.embed( ctx, {
		url: new URL( url ),
		maxwidth,
		origin: 'http://localhost:8888',
	} );

describe( 'embed provider stand-ins', () => {
	it( 'answers Loom share links with a video embed on the local player', () => {
		expect(
			ask(
				loomProvider,
				'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184'
			)
		).toStrictEqual( {
			version: '1.0',
			type: 'video',
			provider_name: 'Loom',
			provider_url: 'https://www.loom.com',
			title: 'How we plan the harbour cleanup',
			width: 600,
			height: 338,
			thumbnail_url:
				'http://localhost:8888/stand-ins/embed-media/picture/loom/0281766fa2d04bb788eaf19e65135184.svg',
			thumbnail_width: 1920,
			thumbnail_height: 1080,
			html: '<iframe src="http://localhost:8888/stand-ins/embed-media/player/loom/0281766fa2d04bb788eaf19e65135184" frameborder="0" width="600" height="338" webkitallowfullscreen mozallowfullscreen allowfullscreen></iframe>',
		} );
		expect(
			ask( loomProvider, 'https://www.loom.com/share/unknown' )
		).toBeNull();
		expect(
			ask(
				loomProvider,
				'https://www.loom.com.evil.example/share/0281766fa2d04bb788eaf19e65135184'
			)
		).toBeNull();
	} );

	it( 'answers Facebook and Instagram posts as rich embeds without scripts', () => {
		const facebook = ask(
			facebookProvider,
			'https://www.facebook.com/TesseraGarden/posts/pfbid02seedswap',
			400
		);
		expect( facebook ).toMatchObject( {
			type: 'rich',
			provider_name: 'Facebook',
			author_name: 'Tessera Garden Club',
			width: 400,
		} );
		expect( facebook!.html ).toContain( 'class="fb-post"' );
		expect( facebook!.html ).not.toContain( '<script' );
		const instagram = ask(
			instagramProvider,
			'https://instagram.com/p/C4hArBoUr1a/'
		);
		expect( instagram ).toMatchObject( {
			type: 'rich',
			provider_name: 'Instagram',
			author_name: 'harbourbakes',
			width: 600,
		} );
		expect( instagram!.html ).toContain( 'class="instagram-media"' );
		expect(
			ask( instagramProvider, 'https://www.instagram.com/p/nope/' )
		).toBeNull();
		expect(
			ask( facebookProvider, 'https://www.instagram.com/p/C4hArBoUr1a/' )
		).toBeNull();
	} );

	it( 'answers SmartFrame images on any of its hosts', () => {
		expect(
			ask(
				smartframeProvider,
				'https://smartframe.io/embed/harbour-at-dawn'
			)
		).toMatchObject( {
			type: 'rich',
			provider_name: 'SmartFrame',
			width: 600,
			height: 400,
		} );
		expect(
			ask(
				smartframeProvider,
				'https://images.smartframe.net/p/harbour-at-dawn'
			)
		).not.toBeNull();
		expect(
			ask( smartframeProvider, 'https://smartframe.io/embed/nope' )
		).toBeNull();
	} );
} );
