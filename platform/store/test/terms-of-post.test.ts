import { openDatabase, type Db } from '../db';
import { insertPost } from '../posts';
import { insertTerm, queryTerms, setPostTerms, termsOfPost } from '../terms';

describe( 'termsOfPost', () => {
	let db: Db;
	beforeEach( () => {
		db = openDatabase( ':memory:' );
	} );
	afterEach( () => db.close() );

	const post = ( status: string ) =>
		insertPost( db, {
			post_author: 1,
			post_date: '2026-11-29 10:00:00',
			post_date_gmt: '2026-11-29 10:00:00',
			post_content: '',
			post_title: 'A post',
			post_excerpt: '',
			post_status: status,
			comment_status: 'open',
			ping_status: 'open',
			post_password: '',
			post_name: `a-post-${ status }`,
			post_modified: '2026-11-29 10:00:00',
			post_modified_gmt: '2026-11-29 10:00:00',
			post_parent: 0,
			guid: '',
			menu_order: 0,
			post_type: 'post',
			post_mime_type: '',
		} );
	const term = ( name: string, taxonomy: string, slug = name ) =>
		insertTerm( db, {
			name,
			slug: slug.toLowerCase(),
			taxonomy,
			description: '',
			parent: 0,
		} );

	it( 'lists a post’s terms of one taxonomy by name, with their counts, as queryTerms does', () => {
		const shown = post( 'publish' );
		const draft = post( 'draft' );
		const [ zinc, apple, same ] = [
			term( 'Zinc', 'category' ),
			term( 'Apple', 'category' ),
			term( 'Apple', 'category', 'apple-2' ),
		];
		const tag = term( 'Apple', 'post_tag' );
		setPostTerms( db, shown, 'category', [ zinc, apple, same ] );
		setPostTerms( db, shown, 'post_tag', [ tag ] );
		setPostTerms( db, draft, 'category', [ zinc ] );

		const terms = termsOfPost( db, shown, 'category' );
		expect(
			terms.map( ( row ) => [ row.term_id, row.name, row.count ] )
		).toStrictEqual( [
			[ apple, 'Apple', 1 ],
			[ same, 'Apple', 1 ],
			[ zinc, 'Zinc', 1 ],
		] );
		expect( terms ).toStrictEqual(
			queryTerms( db, {
				taxonomy: 'category',
				post: shown,
				orderby: 'name',
				order: 'asc',
				limit: 1000,
				offset: 0,
			} ).rows
		);
		expect( termsOfPost( db, draft, 'post_tag' ) ).toStrictEqual( [] );
	} );

	it( 'prepares its statement once, however many posts ask', () => {
		const first = post( 'publish' );
		termsOfPost( db, first, 'category' );
		const prepare = jest.spyOn( db, 'prepare' );
		termsOfPost( db, post( 'draft' ), 'category' );
		termsOfPost( db, first, 'post_tag' );
		expect(
			prepare.mock.calls.filter( ( [ sql ] ) => sql.includes( 'terms' ) )
		).toStrictEqual( [] );
	} );
} );
