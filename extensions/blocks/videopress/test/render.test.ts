import { registerServiceHost } from '../../../../shared/service-hosts';
import { render } from '../render';
import type { VideoAttributes } from '../types';

const DEFAULTS = {
	autoplay: false,
	controls: true,
	loop: false,
	muted: false,
	playsinline: false,
	preload: 'metadata',
	seekbarColor: '',
	seekbarPlayedColor: '',
	seekbarLoadingColor: '',
} as VideoAttributes;

const context = { locale: 'en_US', origin: 'http://localhost:8888' };

beforeAll( () =>
	registerServiceHost( 'https://videopress.com', '/stand-ins/videopress.com' )
);

it( 'renders a hosted video as the player page in an iframe, with the caption', () => {
	expect(
		render(
			{
				...DEFAULTS,
				guid: 'Kx7Tq2Lp',
				videoPressClassNames:
					'wp-embed-aspect-16-9 wp-has-aspect-ratio',
				seekbarColor: '#112233',
				align: 'wide',
			} as VideoAttributes,
			'<figure class="x"><div class="wp-block-embed__wrapper">…</div><figcaption>Tide</figcaption></figure>',
			context
		)
	).toBe(
		'<figure class="wp-block-tessera-videopress wp-block-embed is-type-video is-provider-videopress wp-embed-aspect-16-9 wp-has-aspect-ratio alignwide"><div class="wp-block-embed__wrapper"><iframe src="http://localhost:8888/stand-ins/videopress.com/embed/Kx7Tq2Lp?preloadContent=metadata&amp;sbc=%23112233" title="VideoPress Video Player" allow="autoplay; fullscreen; encrypted-media" allowfullscreen loading="lazy"></iframe></div><figcaption>Tide</figcaption></figure>'
	);
} );

it( 'keeps hostile class names and guids out', () => {
	const html = render(
		{
			...DEFAULTS,
			guid: 'Kx7Tq2Lp"><script>',
			src: 'javascript:alert(1)',
			videoPressClassNames: '"><script>alert(1)</script>',
		} as VideoAttributes,
		'<figure></figure>',
		context
	);
	expect( html ).toBe( '' );
	const hosted = render(
		{
			...DEFAULTS,
			guid: 'Kx7Tq2Lp',
			videoPressClassNames: '"><script>alert(1)</script> ok-class',
		} as VideoAttributes,
		'',
		context
	);
	expect( hosted ).not.toContain( '<script' );
	expect( hosted ).toContain( 'ok-class' );
} );

it( 'keeps a first-version video element, and draws one from a plain src', () => {
	const saved =
		'<figure class="wp-block-tessera-videopress"><video controls src="/wp-content/uploads/a.mp4"></video></figure>';
	expect( render( DEFAULTS, saved, context ) ).toBe( saved );
	expect(
		render(
			{
				...DEFAULTS,
				src: '/wp-content/uploads/a.mp4',
				poster: 'javascript:x',
			} as VideoAttributes,
			'<figure><div class="wp-block-embed__wrapper"></div></figure>',
			context
		)
	).toBe(
		'<figure class="wp-block-tessera-videopress"><video src="/wp-content/uploads/a.mp4" controls preload="metadata"></video></figure>'
	);
} );
