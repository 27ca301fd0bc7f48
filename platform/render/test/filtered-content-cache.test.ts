import { openDatabase, type Db } from '../../store/db';
import { updateOption } from '../../store/options';
import {
	filteredContent,
	type FilteredContentInputs,
} from '../filtered-content-cache';

const INPUTS: FilteredContentInputs = {
	html: '<p>Words</p>',
	classic: false,
	postId: 7,
	origin: 'http://site.test',
	userId: 0,
	query: {},
};

describe( 'the filtered content kept between pages', () => {
	let db: Db;
	let runs: number;
	beforeEach( () => {
		db = openDatabase( ':memory:' );
		runs = 0;
	} );
	afterEach( () => db.close() );

	/** The filtered content for `inputs`, and whether the filters ran for it. */
	function filtered(
		inputs: Partial< FilteredContentInputs > = {},
		on = db
	) {
		const before = runs;
		const html = filteredContent( on, { ...INPUTS, ...inputs }, () => {
			runs++;
			return `filtered #${ runs }`;
		} );
		return { html, ran: runs > before };
	}

	it( 'filters the same inputs once while the database is unchanged', () => {
		expect( filtered() ).toStrictEqual( {
			html: 'filtered #1',
			ran: true,
		} );
		expect( filtered() ).toStrictEqual( {
			html: 'filtered #1',
			ran: false,
		} );
	} );

	it( 'filters again after any write to the database (a setting, an attachment, a subscriber)', () => {
		filtered();
		updateOption( db, 'blogname', 'Renamed' );
		expect( filtered() ).toStrictEqual( {
			html: 'filtered #2',
			ran: true,
		} );
	} );

	it( 'never gives one visitor what was filtered for another, nor for other blocks’ HTML', () => {
		filtered();
		for ( const other of [
			{ userId: 3 },
			{ query: { subscribe: 'pending' } },
			{ origin: 'http://other.test' },
			{ html: '<p>Words</p><p>nonce 1a2b</p>' },
			{ postId: 8 },
			{ classic: true },
		] ) {
			expect( filtered( other ).ran ).toBe( true );
		}
		expect( filtered() ).toStrictEqual( {
			html: 'filtered #1',
			ran: false,
		} );
	} );

	it( 'keeps each site’s pages apart, though their stamps and post ids agree', () => {
		const other = openDatabase( ':memory:' );
		try {
			filtered();
			expect( filtered( {}, other ).ran ).toBe( true );
		} finally {
			other.close();
		}
	} );
} );
