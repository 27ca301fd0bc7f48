import { embedInWrapper } from '../embed-wrapper';

const SAVED =
	'<figure class="wp-block-embed is-type-video is-provider-loom wp-block-embed-loom"><div class="wp-block-embed__wrapper">\nhttps://www.loom.com/share/abc\n</div></figure>';

describe( 'embedInWrapper', () => {
	it( 'puts the provider HTML in place of the address', () => {
		expect(
			embedInWrapper( SAVED, 'https://www.loom.com/share/abc', ( url ) =>
				url === 'https://www.loom.com/share/abc'
					? '<iframe src="/x$1"></iframe>'
					: undefined
			)
		).toBe(
			'<figure class="wp-block-embed is-type-video is-provider-loom wp-block-embed-loom"><div class="wp-block-embed__wrapper">\n<iframe src="/x$1"></iframe>\n</div></figure>'
		);
	} );

	it( 'leaves the block as saved when no provider knows it, or without a url or wrapper', () => {
		expect(
			embedInWrapper( SAVED, 'https://x.example/', () => undefined )
		).toBe( SAVED );
		expect( embedInWrapper( SAVED, undefined, () => '<b>x</b>' ) ).toBe(
			SAVED
		);
		expect(
			embedInWrapper( '<p>x</p>', 'https://a', () => '<b>x</b>' )
		).toBe( '<p>x</p>' );
	} );
} );
