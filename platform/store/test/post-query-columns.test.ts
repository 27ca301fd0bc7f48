import { openDatabase, type Db } from '../db';
import { insertPost, type PostFields } from '../posts';
import { queryPosts, type PostQuery } from '../post-query';

const TEXT = '<!-- wp:paragraph --><p>A long text.</p><!-- /wp:paragraph -->';

const QUERY: PostQuery = {
	types: [ 'post' ],
	statuses: [ 'publish' ],
	readable: { userId: 0, othersDrafts: false, othersPrivate: false },
	orderby: 'date',
	order: 'desc',
	limit: 10,
	offset: 0,
};

function post( title: string ): PostFields {
	return {
		post_author: 1,
		post_date: '2026-11-29 10:00:00',
		post_date_gmt: '2026-11-29 10:00:00',
		post_content: `${ TEXT } ${ title }`,
		post_title: title,
		post_excerpt: '',
		post_status: 'publish',
		comment_status: 'open',
		ping_status: 'open',
		post_password: '',
		post_name: title.toLowerCase(),
		post_modified: '2026-11-29 10:00:00',
		post_modified_gmt: '2026-11-29 10:00:00',
		post_parent: 0,
		guid: '',
		menu_order: 0,
		post_type: 'post',
		post_mime_type: '',
	};
}

describe( 'queryPosts without the posts’ text', () => {
	let db: Db;
	let statements: string[];

	beforeEach( () => {
		db = openDatabase( ':memory:' );
		insertPost( db, post( 'Lantern' ) );
		const prepare = db.prepare.bind( db );
		statements = [];
		jest.spyOn( db, 'prepare' ).mockImplementation( ( sql ) => {
			statements.push( sql );
			return prepare( sql );
		} );
	} );
	afterEach( () => db.close() );

	const listed = () =>
		statements.filter( ( sql ) => sql.includes( 'LIMIT' ) );

	it( 'reads every column but post_content, and the text only when something asks for it', () => {
		const { rows, total } = queryPosts( db, QUERY, { content: false } );

		expect( total ).toBe( 1 );
		expect( listed() ).toHaveLength( 1 );
		expect( listed()[ 0 ] ).not.toMatch( /\*|post_content/ );
		expect( rows[ 0 ] ).toMatchObject( {
			post_title: 'Lantern',
			post_name: 'lantern',
			post_status: 'publish',
		} );
		expect( statements.join( '\n' ) ).not.toContain( 'post_content' );

		// Code that reads whole rows still gets the text, and a copy of the row carries it.
		expect( rows[ 0 ].post_content ).toBe( `${ TEXT } Lantern` );
		expect( { ...rows[ 0 ] }.post_content ).toBe( `${ TEXT } Lantern` );
	} );

	it( 'reads whole rows by default', () => {
		const { rows } = queryPosts( db, QUERY );

		expect( listed()[ 0 ] ).toMatch( /^SELECT \* FROM posts/ );
		expect( rows[ 0 ].post_content ).toBe( `${ TEXT } Lantern` );
	} );
} );
