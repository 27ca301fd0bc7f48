import { postTextParts } from '../microblog/text';

describe( 'postTextParts', () => {
	it( 'strips markup and keeps the text', () => {
		expect(
			postTextParts( 'A <b>bold</b> <script>alert(1)</script> move' )
		).toEqual( [ { kind: 'text', text: 'A bold alert(1) move' } ] );
	} );

	it( 'turns newlines into line breaks', () => {
		expect( postTextParts( 'one\ntwo\n\nthree' ) ).toEqual( [
			{ kind: 'text', text: 'one' },
			{ kind: 'break' },
			{ kind: 'text', text: 'two' },
			{ kind: 'break' },
			{ kind: 'break' },
			{ kind: 'text', text: 'three' },
		] );
	} );

	it( 'removes a trailing card address, and only a trailing one', () => {
		const url = 'https://example.com/post';
		expect( postTextParts( `Read this ${ url }`, [], url ) ).toEqual( [
			{ kind: 'text', text: 'Read this' },
		] );
		expect( postTextParts( `${ url } is worth it`, [], url ) ).toEqual( [
			{ kind: 'text', text: `${ url } is worth it` },
		] );
	} );

	it( 'links addresses written in parentheses, not bare ones', () => {
		const url = 'https://example.com/a';
		expect(
			postTextParts( `See (${ url }) and ${ url }`, [ url ] )
		).toEqual( [
			{ kind: 'text', text: 'See (' },
			{ kind: 'link', href: url, text: url },
			{ kind: 'text', text: `) and ${ url }` },
		] );
	} );

	it( 'links several addresses in order', () => {
		const a = 'https://a.example/';
		const b = 'http://b.example/x';
		expect( postTextParts( `(${ b }) then (${ a })`, [ a, b ] ) ).toEqual( [
			{ kind: 'text', text: '(' },
			{ kind: 'link', href: b, text: b },
			{ kind: 'text', text: ') then (' },
			{ kind: 'link', href: a, text: a },
			{ kind: 'text', text: ')' },
		] );
	} );

	it( 'never links a non-http address', () => {
		const bad = 'javascript:alert(1)';
		expect( postTextParts( `(${ bad })`, [ bad ] ) ).toEqual( [
			{ kind: 'text', text: `(${ bad })` },
		] );
	} );
} );
