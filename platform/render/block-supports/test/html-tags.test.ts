import { addClasses, classesOf, openingTags } from '../html-tags';

const tags = ( html: string ) =>
	[ ...openingTags( html ) ].map( ( tag ) => [
		tag.name,
		tag.classAttribute?.value ?? null,
	] );

describe( 'opening tags', () => {
	it( 'reads names and class attributes, whatever the quotes, case and spacing', () => {
		expect(
			tags(
				`<DIV Class="a b"><span class='c' id=x></span><p CLASS = d data-x="e>f">x</p><br/><img src=a.png class=g>`
			)
		).toStrictEqual( [
			[ 'div', 'a b' ],
			[ 'span', 'c' ],
			[ 'p', 'd' ],
			[ 'br', null ],
			[ 'img', 'g' ],
		] );
	} );

	it( 'passes over comments, closing tags, declarations and the text of raw-text elements', () => {
		expect(
			tags(
				'<!-- <div class="no"> --><!DOCTYPE html></div><script>"<p class=no>"</script><style>a>b{}</style><textarea><b class="no"></textarea><i class="yes">< not a tag'
			)
		).toStrictEqual( [
			[ 'script', null ],
			[ 'style', null ],
			[ 'textarea', null ],
			[ 'i', 'yes' ],
		] );
	} );

	it( 'keeps the first of two class attributes, as a browser does', () => {
		expect( tags( '<p class="one" class="two">' ) ).toStrictEqual( [
			[ 'p', 'one' ],
		] );
	} );

	it( "stops at a tag or quote never closed, as WordPress's tag processor does", () => {
		expect( tags( '<p class=x><div class="a' ) ).toStrictEqual( [
			[ 'p', 'x' ],
		] );
		expect( tags( `<p class='x>` ) ).toStrictEqual( [] );
		expect( tags( '<div' ) ).toStrictEqual( [] );
		expect( tags( '<' ) ).toStrictEqual( [] );
	} );
} );

describe( 'addClasses', () => {
	const first = ( html: string ) => openingTags( html ).next().value!;

	it( 'appends new classes once, after the existing ones', () => {
		const html = '<div class=" a  b " id="x"><p class="z"></p></div>';
		expect(
			addClasses( html, first( html ), [ 'b', 'c', 'c', '', 'd' ] )
		).toBe( '<div class="a  b c d" id="x"><p class="z"></p></div>' );
	} );

	it( 'adds a class attribute after the name when there is none', () => {
		const html = '<figure\ndata-x="1">';
		expect( addClasses( html, first( html ), [ 'c' ] ) ).toBe(
			'<figure class="c"\ndata-x="1">'
		);
	} );

	it( 'rewrites a single-quoted or bare class value in double quotes, quoting what needs it', () => {
		const single = `<div class='a "b"'>`;
		expect( addClasses( single, first( single ), [ 'c' ] ) ).toBe(
			'<div class="a &quot;b&quot; c">'
		);
		const bare = '<div class=a>';
		expect( addClasses( bare, first( bare ), [ 'c' ] ) ).toBe(
			'<div class="a c">'
		);
	} );

	it( 'changes nothing when every class is already there', () => {
		const html = '<div class="a b">';
		expect( addClasses( html, first( html ), [ 'b', 'a' ] ) ).toBe( html );
		expect( classesOf( first( html ) ) ).toStrictEqual( [ 'a', 'b' ] );
	} );
} );
