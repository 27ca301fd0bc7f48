/**
 * @jest-environment node
 */
import { render } from '../render';
import { markdownToSafeHtml } from '../markdown-to-html';

// The real conversion, counted: each distinct text is converted and sanitised once.
jest.mock( '../markdown-to-html', () => {
	const actual = jest.requireActual( '../markdown-to-html' );
	return {
		...actual,
		markdownToSafeHtml: jest.fn( actual.markdownToSafeHtml ),
	};
} );
const conversions = markdownToSafeHtml as jest.Mock;

const context = { locale: 'en_US' };

describe( 'markdown render cache (server)', () => {
	it( 'converts a source once however often it is rendered, and a changed source afresh', () => {
		const first = render( { source: '## Cached *once*' }, '', context );
		const again = render(
			{ source: '## Cached *once*', className: 'is-style-wide' },
			'',
			context
		);
		expect( conversions ).toHaveBeenCalledTimes( 1 );
		expect( first ).toBe(
			'<div class="wp-block-tessera-markdown"><h2>Cached <em>once</em></h2>\n</div>'
		);
		// The wrapper follows the block's own attributes; only the converted text is shared.
		expect( again ).toBe(
			'<div class="wp-block-tessera-markdown is-style-wide"><h2>Cached <em>once</em></h2>\n</div>'
		);

		const edited = render( { source: '## Cached *twice*' }, '', context );
		expect( conversions ).toHaveBeenCalledTimes( 2 );
		expect( edited ).toBe(
			'<div class="wp-block-tessera-markdown"><h2>Cached <em>twice</em></h2>\n</div>'
		);
	} );

	it( 'keeps a hostile source sanitised when it is served from the cache', () => {
		const source = 'Hi <img src=x onerror="alert(1)"> there';
		for ( let i = 0; i < 3; i++ ) {
			expect( render( { source }, '', context ) ).toBe(
				'<div class="wp-block-tessera-markdown"><p>Hi <img src="x"> there</p>\n</div>'
			);
		}
	} );
} );
