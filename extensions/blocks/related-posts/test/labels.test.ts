import { previewNotice } from '../labels';

const post = {
	id: 2,
	url: 'http://localhost/?p=2',
	title: 'Brakes',
	img: { src: '', alt_text: '' },
	date: 'October 1, 2026',
	context: 'Similar post',
};

describe( 'previewNotice', () => {
	it( 'names the site editor in a template, whatever came back', () => {
		expect(
			[ undefined, [], [ post ] ].map( ( posts ) =>
				previewNotice( true, posts )
			)
		).toStrictEqual(
			Array( 3 ).fill( 'Preview unavailable in site editor.' )
		);
	} );

	it( 'explains an empty list in a post, and says nothing while asking or with posts', () => {
		expect(
			[ [], undefined, [ post ] ].map( ( posts ) =>
				previewNotice( false, posts )
			)
		).toStrictEqual( [
			"Preview unavailable: you haven't published enough posts with similar content.",
			undefined,
			undefined,
		] );
	} );
} );
