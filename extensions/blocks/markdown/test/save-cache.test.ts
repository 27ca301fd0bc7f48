import { renderMarkdown } from '../markdown';
import { markdownToSafeHtml } from '../markdown-to-html';

// The real conversion, counted: the editor converts each distinct text once.
jest.mock( '../markdown-to-html', () => {
	const actual = jest.requireActual( '../markdown-to-html' );
	return {
		...actual,
		markdownToSafeHtml: jest.fn( actual.markdownToSafeHtml ),
	};
} );
const conversions = markdownToSafeHtml as jest.Mock;

describe( 'renderMarkdown in the editor', () => {
	it( 'converts a text once however often a save runs, and a changed text afresh', () => {
		const texts = [
			'Kiln *notes*',
			'Kiln *notes*',
			'Kiln *notes*, glazed',
			'Kiln *notes*',
		].map( ( text ) => renderMarkdown( text ) );
		expect( texts ).toStrictEqual( [
			'<p>Kiln <em>notes</em></p>\n',
			'<p>Kiln <em>notes</em></p>\n',
			'<p>Kiln <em>notes</em>, glazed</p>\n',
			'<p>Kiln <em>notes</em></p>\n',
		] );
		expect( conversions ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the renders without some elements apart from the full ones', () => {
		const source = 'A [link](https://example.com/) in *words*';
		expect( [
			renderMarkdown( source ),
			renderMarkdown( source, [ 'a' ] ),
			renderMarkdown( source ),
		] ).toStrictEqual( [
			'<p>A <a href="https://example.com/">link</a> in <em>words</em></p>\n',
			'<p>A link in <em>words</em></p>\n',
			'<p>A <a href="https://example.com/">link</a> in <em>words</em></p>\n',
		] );
	} );

	it( 'keeps a hostile text sanitised when it comes from the cache', () => {
		const source = 'Hi <img src=x onerror="alert(1)"> there';
		expect( [
			renderMarkdown( source ),
			renderMarkdown( source ),
		] ).toStrictEqual( [
			'<p>Hi <img src="x"> there</p>\n',
			'<p>Hi <img src="x"> there</p>\n',
		] );
	} );
} );
