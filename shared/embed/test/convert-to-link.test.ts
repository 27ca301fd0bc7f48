import { linkParagraphContent } from '../convert-to-link';

describe( 'linkParagraphContent', () => {
	it( 'links the address, escaped in the attribute and in the text', () => {
		expect(
			linkParagraphContent( 'https://pin.it/9zzGone?a=1&b="2"<x>' )
		).toBe(
			'<a href="https://pin.it/9zzGone?a=1&amp;b=&quot;2&quot;&lt;x&gt;">https://pin.it/9zzGone?a=1&amp;b="2"&lt;x></a>'
		);
	} );
} );
