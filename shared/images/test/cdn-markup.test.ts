import { registerServiceHost } from '../../service-hosts';
import { servedCdnMarkup } from '../cdn-markup';

it( 'moves CDN addresses in src and srcset onto the stand-in, and nothing else', () => {
	const cdn = 'https://i0.wp.com/localhost:8888/wp-content/uploads/a.jpg';
	const html = `<img alt="${ cdn }" src="${ cdn }?w=900&amp;ssl=1" srcset="${ cdn }?w=600 600w, ${ cdn }?resize=900%2C900 900w"/><a href="${ cdn }">x</a><img src="https://i0.wp.com.evil.example/a.jpg"/><img src="https://example.org/a.jpg"/>`;
	expect( servedCdnMarkup( html ) ).toBe( html );
	registerServiceHost( 'https://i0.wp.com', '/stand-ins/i0.wp.com' );
	const local =
		'/stand-ins/i0.wp.com/localhost:8888/wp-content/uploads/a.jpg';
	expect( servedCdnMarkup( html ) ).toBe(
		`<img alt="${ cdn }" src="${ local }?w=900&amp;ssl=1" srcset="${ local }?w=600 600w, ${ local }?resize=900%2C900 900w"/><a href="${ cdn }">x</a><img src="https://i0.wp.com.evil.example/a.jpg"/><img src="https://example.org/a.jpg"/>`
	);
} );
