import { filterContentTags } from '../content-tags';

/** A page whose attachment 7 is a 1200×800 image with a 300×200 medium size. */
function environment() {
	let media = 0;
	return {
		imageMetadata: ( id: number ) =>
			id === 7
				? {
						width: 1200,
						height: 800,
						file: '2024/05/photo.jpg',
						sizes: {
							medium: {
								file: 'photo-300x200.jpg',
								width: 300,
								height: 200,
							},
						},
					}
				: {},
		countMedia: () => ++media,
	};
}

describe( 'content tags', () => {
	it( 'gives an attachment image its dimensions, loads the first image at once and later ones lazily', () => {
		const env = environment();
		expect(
			filterContentTags(
				'<img src="/u/2024/05/photo.jpg" class="wp-image-7"><p>x</p><img src="/u/photo-300x200.jpg?v=2" class="wp-image-7 size-medium"><img src="/other.png" alt="">',
				env
			)
		).toBe(
			'<img decoding="async" width="1200" height="800" src="/u/2024/05/photo.jpg" class="wp-image-7"><p>x</p>' +
				'<img decoding="async" loading="lazy" width="300" height="200" src="/u/photo-300x200.jpg?v=2" class="wp-image-7 size-medium">' +
				'<img decoding="async" src="/other.png" alt="">'
		);
	} );

	it( 'keeps attributes the author set, and lazy-loads only images with a source and both dimensions', () => {
		const env = environment();
		env.countMedia();
		expect(
			filterContentTags(
				'<img src="a.png" width="10" height="10" loading="eager" decoding="sync"><img src="b.png" width="10"><img src=\'c.png\' width="1" height="1">',
				env
			)
		).toBe(
			'<img src="a.png" width="10" height="10" loading="eager" decoding="sync"><img decoding="async" src="b.png" width="10"><img src=\'c.png\' width="1" height="1">'
		);
	} );

	it( 'treats repeated identical tags once, and counts images and iframes together', () => {
		const env = environment();
		const iframe =
			'<iframe src="https://example.com/embed" width="560" height="315"></iframe>';
		const image = '<img src="a.png" width="2" height="2">';
		expect(
			filterContentTags( `${ iframe }${ image }${ image }`, env )
		).toBe(
			`${ iframe }${ '<img decoding="async" loading="lazy" src="a.png" width="2" height="2">'.repeat( 2 ) }`
		);
		expect( env.countMedia() ).toBe( 3 );
	} );

	it( 'lazy-loads later iframes but not one that shows fallback content first', () => {
		const env = environment();
		env.countMedia();
		expect(
			filterContentTags(
				'<iframe src="a" width="1" height="1"></iframe><iframe src="b" width="1" height="1" data-secret="x"></iframe>',
				env
			)
		).toBe(
			'<iframe loading="lazy" src="a" width="1" height="1"></iframe><iframe src="b" width="1" height="1" data-secret="x"></iframe>'
		);
	} );

	it( 'leaves text that only looks like a tag', () => {
		const env = environment();
		expect( filterContentTags( '<imgx src="a"> <img>', env ) ).toBe(
			'<imgx src="a"> <img>'
		);
	} );
} );
