/**
 * The translation catalogue's rules: what a translation keeps when the template changes, what
 * counts as untranslated, which strings a script's JSON gets, and block.json's contexts.
 */
import type { GetTextTranslations } from 'gettext-parser';

import { blockJsonStrings } from '../i18n/block-json-strings';
import {
	forFiles,
	keyOf,
	mergeTranslation,
	pluralCount,
	sorted,
	untranslated,
} from '../i18n/catalog';
import { comparable } from '../i18n/outputs';
import { join } from 'node:path';

const HEADERS = {
	Language: 'fr_FR',
	'Plural-Forms': 'nplurals=2; plural=n > 1;',
};

function table(
	entries: GetTextTranslations[ 'translations' ][ string ][ string ][],
	headers: Record< string, string > = HEADERS
): GetTextTranslations {
	const translations: GetTextTranslations[ 'translations' ] = {
		'': { '': { msgid: '', msgstr: [ '' ] } },
	};
	for ( const entry of entries ) {
		( translations[ entry.msgctxt ?? '' ] ??= {} )[ entry.msgid ] = entry;
	}
	return { charset: 'utf-8', headers, translations };
}

const keys = ( catalogue: GetTextTranslations ) =>
	Object.values( catalogue.translations )
		.flatMap( ( context ) => Object.values( context ) )
		.filter( ( entry ) => entry.msgid !== '' )
		.map( ( entry ) => [ keyOf( entry ), entry.msgstr ] );

describe( 'mergeTranslation', () => {
	const template = table( [
		{ msgid: 'Closed', msgstr: [ '' ], comments: { reference: 'a.ts:1' } },
		{
			msgid: 'Closed',
			msgctxt: 'business is closed on a full day',
			msgstr: [ '' ],
		},
		{
			msgid: '%d slide',
			msgid_plural: '%d slides',
			msgstr: [ '', '' ],
		},
		{ msgid: 'New', msgstr: [ '' ] },
	] );
	const translation = table( [
		{
			msgid: 'Closed',
			msgstr: [ 'Fermé' ],
			comments: { translator: 'vu' },
		},
		{ msgid: '%d slide', msgstr: [ '%d diapositive' ] },
		{ msgid: 'Gone', msgstr: [ 'Parti' ] },
	] );

	it( 'keeps what is translated, empties what changed, adds what is new and drops what is gone', () => {
		expect(
			keys( mergeTranslation( template, translation ) )
		).toStrictEqual( [
			[ '%d slide', [ '', '' ] ],
			[ 'Closed', [ 'Fermé' ] ],
			[ 'New', [ '' ] ],
			[ 'business is closed on a full day\u0004Closed', [ '' ] ],
		] );
	} );

	it( 'takes the template’s references and the translator’s own comments', () => {
		const merged = mergeTranslation( template, translation );
		expect( merged.translations[ '' ].Closed.comments ).toStrictEqual( {
			reference: 'a.ts:1',
			translator: 'vu',
		} );
		expect( merged.headers ).toBe( translation.headers );
	} );
} );

describe( 'sorted', () => {
	it( 'orders contexts, entries and each entry’s references, whatever order they came in', () => {
		const catalogue = table( [
			{
				msgid: 'B',
				msgstr: [ '' ],
				comments: { reference: 'z.ts:1\na.ts:9\nm.ts:3' },
			},
			{ msgid: 'A', msgstr: [ '' ] },
			{ msgid: 'C', msgctxt: 'button label', msgstr: [ '' ] },
		] );
		const result = sorted( catalogue );
		expect(
			Object.keys( result.translations ).map( ( context ) => [
				context,
				Object.keys( result.translations[ context ] ),
			] )
		).toStrictEqual( [
			[ '', [ '', 'A', 'B' ] ],
			[ 'button label', [ 'C' ] ],
		] );
		expect( result.translations[ '' ].B.comments?.reference ).toBe(
			'a.ts:9\nm.ts:3\nz.ts:1'
		);
	} );

	it( 'orders a string’s translator comments from several files, each order giving one text', () => {
		const comments = [
			'translators: 1: the HTTP status text, 2: the message.\n1: a field’s label, 2: its value.',
			'translators: 1: a field’s label, 2: its value.\n1: the HTTP status text, 2: the message.',
		].map(
			( extracted ) =>
				sorted(
					table( [
						{
							msgid: '%1$s: %2$s',
							msgstr: [ '' ],
							comments: {
								reference: 'b.ts:1\na.ts:2',
								extracted,
							},
						},
					] )
				).translations[ '' ][ '%1$s: %2$s' ].comments
		);
		expect( comments ).toStrictEqual( [
			{
				reference: 'a.ts:2\nb.ts:1',
				extracted:
					'translators: 1: a field’s label, 2: its value.\n1: the HTTP status text, 2: the message.',
			},
			{
				reference: 'a.ts:2\nb.ts:1',
				extracted:
					'translators: 1: a field’s label, 2: its value.\n1: the HTTP status text, 2: the message.',
			},
		] );
	} );
} );

describe( 'sorted translators’ comments', () => {
	it( 'orders the comments of a text said in several places, the first one marked for translators', () => {
		const entry = ( extracted: string ) =>
			sorted(
				table( [
					{
						msgid: '%1$s: %2$s',
						msgstr: [ '' ],
						comments: { extracted },
					},
				] )
			).translations[ '' ][ '%1$s: %2$s' ].comments?.extracted;
		const expected =
			'translators: 1: a field’s label, 2: its value.\n1: the status, 2: the message.';
		expect(
			entry(
				'translators: 1: the status, 2: the message.\n1: a field’s label, 2: its value.'
			)
		).toBe( expected );
		expect( entry( expected ) ).toBe( expected );
		expect( entry( 'translators: %s: a name.' ) ).toBe(
			'translators: %s: a name.'
		);
	} );
} );

describe( 'untranslated', () => {
	it( 'counts an empty text and a plural with any empty form', () => {
		const catalogue = table( [
			{ msgid: 'A', msgstr: [ 'a' ] },
			{ msgid: 'B', msgstr: [ '' ] },
			{ msgid: 'C', msgid_plural: 'Cs', msgstr: [ 'c', '' ] },
			{ msgid: 'D', msgid_plural: 'Ds', msgstr: [ 'd' ] },
			{ msgid: 'E', msgid_plural: 'Es', msgstr: [ 'e', 'es' ] },
		] );
		expect(
			untranslated( catalogue ).map( ( entry ) => entry.msgid )
		).toStrictEqual( [ 'B', 'C', 'D' ] );
	} );

	it( 'needs as many plural forms as the language has', () => {
		const polish = table(
			[ { msgid: 'C', msgid_plural: 'Cs', msgstr: [ 'c', 'cs' ] } ],
			{ 'Plural-Forms': 'nplurals=3; plural=(n==1 ? 0 : 1);' }
		);
		expect( pluralCount( polish ) ).toBe( 3 );
		expect( untranslated( polish ) ).toHaveLength( 1 );
		expect( pluralCount( table( [], {} ) ) ).toBe( 2 );
	} );
} );

describe( 'forFiles', () => {
	it( 'keeps the entries one of whose files belongs, by file and not by line', () => {
		const catalogue = table( [
			{
				msgid: 'Pause',
				msgstr: [ 'Pause' ],
				comments: {
					reference: 'x/edit.tsx:3\nblocks/slideshow/view.ts:12',
				},
			},
			{
				msgid: 'Edit',
				msgstr: [ 'Modifier' ],
				comments: { reference: 'blocks/slideshow/edit.tsx:9' },
			},
			{ msgid: 'Nowhere', msgstr: [ 'Nulle part' ] },
		] );
		const part = forFiles(
			catalogue,
			( file ) => file === 'blocks/slideshow/view.ts'
		);
		expect( keys( part ) ).toStrictEqual( [ [ 'Pause', [ 'Pause' ] ] ] );
	} );
} );

describe( 'blockJsonStrings', () => {
	it( 'gives each block.json string WordPress’s context and the file as reference', () => {
		const root = join( __dirname, '..', '..' );
		const hours = blockJsonStrings( root ).filter(
			( entry ) =>
				entry.comments?.reference ===
				'extensions/blocks/business-hours/block.json'
		);
		expect(
			hours.map( ( entry ) => [ entry.msgctxt, entry.msgid ] )
		).toStrictEqual( [
			[ 'block title', 'Business Hours' ],
			[ 'block description', 'Display opening hours for your business.' ],
			[ 'block keyword', 'opening hours' ],
			[ 'block keyword', 'closing time' ],
			[ 'block keyword', 'schedule' ],
			[ 'block keyword', 'working day' ],
		] );
	} );

	it( 'reads the labels of block styles', () => {
		const labels = blockJsonStrings( join( __dirname, '..', '..' ) )
			.filter( ( entry ) => entry.msgctxt === 'block style label' )
			.map( ( entry ) => entry.msgid );
		expect( labels ).toEqual(
			expect.arrayContaining( [ 'Tiled mosaic', 'Circles' ] )
		);
	} );
} );

describe( 'comparable', () => {
	it( 'sets aside the creation date and line numbers, and nothing else', () => {
		const before =
			'"POT-Creation-Date: 2026-01-01\\n"\n#: a.ts:10 b.ts:2\nmsgid "A:1"\n';
		const after =
			'"POT-Creation-Date: 2026-02-02\\n"\n#: a.ts:11 b.ts:3\nmsgid "A:1"\n';
		expect( comparable( before ) ).toBe( comparable( after ) );
		expect( comparable( before ) ).toBe( '#: a.ts b.ts\nmsgid "A:1"\n' );
		expect( comparable( after.replace( 'A:1', 'A:2' ) ) ).not.toBe(
			comparable( before )
		);
	} );
} );
