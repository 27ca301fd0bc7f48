import { createSite, type TestSite } from './helpers';

let site: TestSite;
beforeAll( async () => {
	site = await createSite();
} );
afterAll( async () => {
	await site.close();
} );

const API = 'http://localhost/wp-json/wp/v2';

describe( '/wp/v2/search?type=term', () => {
	it( 'answers each term with its taxonomy as the type, and no subtype', async () => {
		const category = (
			await site.admin.post( '/wp-json/wp/v2/categories', {
				name: 'Zebra category',
			} )
		).json();
		const tag = (
			await site.admin.post( '/wp-json/wp/v2/tags', {
				name: 'Zebra tag',
			} )
		).json();
		const results = (
			await site.anonymous.get(
				'/wp-json/wp/v2/search?type=term&search=zebra'
			)
		).json();
		expect( results ).toStrictEqual( [
			{
				id: category.id,
				title: 'Zebra category',
				url: category.link,
				type: 'category',
				_links: {
					self: [
						{
							embeddable: true,
							href: `${ API }/categories/${ category.id }`,
						},
					],
					about: [ { href: `${ API }/taxonomies/category` } ],
				},
			},
			{
				id: tag.id,
				title: 'Zebra tag',
				url: tag.link,
				type: 'post_tag',
				_links: {
					self: [
						{ embeddable: true, href: `${ API }/tags/${ tag.id }` },
					],
					about: [ { href: `${ API }/taxonomies/post_tag` } ],
				},
			},
		] );
		const tagsOnly = (
			await site.anonymous.get(
				'/wp-json/wp/v2/search?type=term&subtype=post_tag&search=zebra'
			)
		).json();
		expect(
			tagsOnly.map( ( r: { type: string } ) => r.type )
		).toStrictEqual( [ 'post_tag' ] );
	} );
} );
