import { embedProviderOf } from '../patterns';

describe( 'embedProviderOf', () => {
	it.each( [
		[
			'https://www.facebook.com/TesseraGarden/posts/pfbid02abc',
			'facebook',
		],
		[ 'https://m.facebook.com/story.php?story_fbid=1&id=2', 'facebook' ],
		[ 'https://fb.watch/abC-12/', 'facebook' ],
		[ 'https://www.instagram.com/p/C1a2B3c4D5e/', 'instagram' ],
		[ 'https://instagram.com/tesseragarden/reel/C1a2B3c4D5e', 'instagram' ],
		[ 'http://instagr.am/p/C1a2B3c4D5e/?igsh=x', 'instagram' ],
		[
			'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
			'loom',
		],
		[ 'https://loom.com/share/abc-123?sid=9', 'loom' ],
		[ 'https://smartframe.io/embed/harbour-at-dawn', 'smartframe' ],
		[ 'https://images.smartframe.net/p/harbour-at-dawn', 'smartframe' ],
	] )( '%s is %s', ( url, provider ) => {
		expect( embedProviderOf( url ) ).toBe( provider );
	} );

	it.each( [
		[ 'https://www.facebook.com/' ],
		[ 'https://facebook.com.evil.example/posts/1' ],
		[ 'https://notfacebook.com/posts/1' ],
		[ 'https://www.instagram.com/tesseragarden/' ],
		[ 'https://www.instagram.com/p/' ],
		[ 'https://www.loom.com/looms/videos' ],
		[ 'https://www.loom.com/share/' ],
		[ 'https://www.loom.com/share/abc <script>' ],
		[ 'xhttps://www.loom.com/share/abc' ],
		[ 'https://smartframe.io/' ],
		[ 'https://smartframe.io.evil.example/embed/x' ],
		[ 'javascript:alert(1)//www.facebook.com/x' ],
	] )( '%s is none', ( url ) => {
		expect( embedProviderOf( url ) ).toBeUndefined();
	} );
} );
