import { setTagAttributes, startsWithTag } from '../tag-attributes';

describe( 'setTagAttributes', () => {
	it( 'adds attributes right after the name of the first tag only, values escaped', () => {
		expect(
			setTagAttributes( '<div class="a"><p data-x="1">t</p></div>', {
				'data-x': 'say "hi" & <go>',
				hidden: true,
			} )
		).toBe(
			'<div data-x="say &quot;hi&quot; &amp; &lt;go&gt;" hidden class="a"><p data-x="1">t</p></div>'
		);
	} );

	it( 'replaces an attribute in place whatever its quotes and the case of its name', () => {
		expect(
			setTagAttributes( `<DIV ID=one Data-X='a "b"' title = "t">`, {
				id: 'two',
				'data-x': 'c',
				TITLE: 'u',
			} )
		).toBe( '<DIV id="two" data-x="c" TITLE="u">' );
	} );

	it( 'reads a > inside a quoted value as part of the value, not the end of the tag', () => {
		expect(
			setTagAttributes( '<a title="x>y" href=/p>z</a>', { href: '/q' } )
		).toBe( '<a title="x>y" href="/q">z</a>' );
		expect(
			setTagAttributes( `<a title='x>y'>z</a>`, { title: 'w' } )
		).toBe( '<a title="w">z</a>' );
	} );

	it( 'keeps white space before the tag and works on self-closing and attribute-less tags', () => {
		expect( setTagAttributes( '\n\t<br/>', { 'data-a': 1 } ) ).toBe(
			'\n\t<br data-a="1"/>'
		);
		expect( setTagAttributes( '<p>x</p>', { id: 'a' } ) ).toBe(
			'<p id="a">x</p>'
		);
	} );

	it( 'removes on false or null, leaves alone on undefined, and drops repeated copies', () => {
		expect(
			setTagAttributes( '<p a="1" b c=3 id="x">', {
				a: false,
				b: null,
				c: undefined,
			} )
		).toBe( '<p c=3 id="x">' );
		expect(
			setTagAttributes( '<p id="1" class="k" ID=2 id>', { id: 'n' } )
		).toBe( '<p id="n" class="k">' );
	} );

	it( 'reads attributes written without space between them, and names starting with =', () => {
		expect(
			setTagAttributes( '<p a="1"b="2" =c>', { b: 'x', c: 'y' } )
		).toBe( '<p c="y" a="1"b="x" =c>' );
	} );

	it( 'refuses HTML that does not start with a whole opening tag', () => {
		for ( const html of [
			'',
			'text <div>',
			'x<div>',
			'<!-- c --><div>',
			'</div><div>',
			'< div>',
			'<div',
			'<div class="a>',
			`<div class='a>`,
		] ) {
			expect( () => setTagAttributes( html, { id: 'a' } ) ).toThrow(
				'The HTML does not start with a whole opening tag.'
			);
		}
	} );

	it( 'refuses attribute names HTML does not allow, and the same name twice', () => {
		expect( () => setTagAttributes( '<p>', { 'on"x': 'a' } ) ).toThrow(
			'Invalid attribute name: on"x'
		);
		expect( () => setTagAttributes( '<p>', { 'a b': 'a' } ) ).toThrow(
			'Invalid attribute name'
		);
		expect( () => setTagAttributes( '<p>', { id: 'a', ID: 'b' } ) ).toThrow(
			'Attribute set twice: ID'
		);
	} );
} );

describe( 'startsWithTag', () => {
	it( 'is true only for a whole opening tag of that name at the start, in any case', () => {
		expect( startsWithTag( '\n<DIV class="a">x', 'div' ) ).toBe( true );
		expect( startsWithTag( '<div>', 'DIV' ) ).toBe( true );
		expect( startsWithTag( '<divx>', 'div' ) ).toBe( false );
		expect( startsWithTag( '<p><div>', 'div' ) ).toBe( false );
		expect( startsWithTag( 'x<div>', 'div' ) ).toBe( false );
		expect( startsWithTag( '<div class="a', 'div' ) ).toBe( false );
	} );
} );
