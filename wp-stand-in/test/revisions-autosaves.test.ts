import { createSite, expectError, type TestSite } from './helpers';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'revisions', () => {
	it( 'keeps a revision of each change to title, content or excerpt, from the first update', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'One',
				status: 'publish',
			} )
		).json();
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			title: 'Two',
		} );
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			comment_status: 'closed',
		} );
		const revisions = await site.admin.get(
			`/wp-json/wp/v2/posts/${ id }/revisions?context=edit`
		);
		expect( revisions.headers[ 'x-wp-total' ] ).toBe( '1' );
		expect(
			revisions
				.json()
				.map( ( r: { title: { raw: string } } ) => r.title.raw )
		).toEqual( [ 'Two' ] );
		expect( revisions.json()[ 0 ] ).toMatchObject( {
			parent: id,
			slug: `${ id }-revision-v1`,
			author: site.admin.userId,
		} );
		const post = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ id }` )
		).json();
		expect( post._links[ 'version-history' ][ 0 ].count ).toBe( 1 );
		expect( post._links[ 'predecessor-version' ][ 0 ].id ).toBe(
			revisions.json()[ 0 ].id
		);
	} );

	it( 'shows revisions only to those who may edit the post, and deletes only with force', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'One',
				status: 'publish',
			} )
		).json();
		await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			title: 'Two',
		} );
		const [ revision ] = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ id }/revisions` )
		).json();
		expectError(
			await site.anonymous.get(
				`/wp-json/wp/v2/posts/${ id }/revisions`
			),
			401,
			'rest_cannot_read'
		);
		expectError(
			await site.admin.get( '/wp-json/wp/v2/posts/99999/revisions' ),
			404,
			'rest_post_invalid_parent'
		);
		expectError(
			await site.admin.get(
				`/wp-json/wp/v2/posts/${ id }/revisions/99999`
			),
			404,
			'rest_post_invalid_id'
		);
		expectError(
			await site.admin.delete(
				`/wp-json/wp/v2/posts/${ id }/revisions/${ revision.id }`
			),
			501,
			'rest_trash_not_supported'
		);
		expect(
			(
				await site.admin.delete(
					`/wp-json/wp/v2/posts/${ id }/revisions/${ revision.id }?force=true`
				)
			).json().deleted
		).toBe( true );
	} );
} );

describe( 'autosaves', () => {
	it( 'updates a draft in place when its author autosaves it', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', { title: 'Draft' } )
		).json();
		const autosave = await site.admin.post(
			`/wp-json/wp/v2/posts/${ id }/autosaves`,
			{ title: 'Draft, autosaved', content: 'Body' }
		);
		expect( autosave.json() ).toMatchObject( {
			id,
			parent: id,
			title: { raw: 'Draft, autosaved' },
		} );
		const post = (
			await site.admin.get( `/wp-json/wp/v2/posts/${ id }?context=edit` )
		).json();
		expect( post.title.raw ).toBe( 'Draft, autosaved' );
		expect(
			(
				await site.admin.get( `/wp-json/wp/v2/posts/${ id }/autosaves` )
			).json()
		).toEqual( [] );
	} );

	it( 'stores an autosave revision for a published post, leaving the post as it is', async () => {
		const { id } = (
			await site.admin.post( '/wp-json/wp/v2/posts', {
				title: 'Live',
				status: 'publish',
			} )
		).json();
		const autosave = (
			await site.admin.post( `/wp-json/wp/v2/posts/${ id }/autosaves`, {
				title: 'Live, edited',
				content: 'New',
				excerpt: 'Short',
			} )
		).json();
		expect( autosave ).toMatchObject( {
			parent: id,
			slug: `${ id }-autosave-v1`,
			title: { raw: 'Live, edited' },
			excerpt: { raw: 'Short' },
		} );
		expect( autosave.preview_link ).toMatch(
			new RegExp( `\\?p=${ id }&preview=true$` )
		);
		expect(
			(
				await site.admin.get(
					`/wp-json/wp/v2/posts/${ id }?context=edit`
				)
			).json().title.raw
		).toBe( 'Live' );
		const again = (
			await site.admin.post( `/wp-json/wp/v2/posts/${ id }/autosaves`, {
				title: 'Live, edited twice',
			} )
		).json();
		expect( again.id ).toBe( autosave.id );
		const list = (
			await site.admin.get(
				`/wp-json/wp/v2/posts/${ id }/autosaves?context=edit`
			)
		).json();
		expect(
			list.map( ( a: { title: { raw: string } } ) => a.title.raw )
		).toEqual( [ 'Live, edited twice' ] );
		expect(
			(
				await site.admin.get(
					`/wp-json/wp/v2/posts/${ id }/autosaves/${ autosave.id }`
				)
			).json().id
		).toBe( autosave.id );
	} );

	it( 'refuses autosaves from those who may not edit the post, and bad input', async () => {
		const author = await site.as( 'author' );
		expectError(
			await author.post( '/wp-json/wp/v2/posts/1/autosaves', {
				title: 'Mine now',
			} ),
			403,
			'rest_cannot_edit'
		);
		expectError(
			await site.admin.post( '/wp-json/wp/v2/posts/1/autosaves', {
				title: { raw: 5 },
			} ),
			400,
			'rest_invalid_param'
		);
		expect(
			site.count(
				"SELECT COUNT(*) AS n FROM posts WHERE post_name LIKE '%autosave%'"
			)
		).toBe( 0 );
	} );
} );
