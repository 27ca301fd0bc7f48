import { crc32, deflateSync } from 'node:zlib';
import {
	createSite,
	deleteSeededPosts,
	type TestSite,
} from '../../../../wp-stand-in/test/helpers';

export interface SiteContent {
	news: number;
	local: number;
	tagGreen: number;
	tagBlue: number;
	published: { march: number; aprilEarly: number; aprilLate: number };
	protectedPost: number;
	hidden: { draft: number; private: number; pending: number; future: number };
	pages: { about: number; team: number };
}

async function create(
	site: TestSite,
	route: string,
	body: Record< string, unknown >
): Promise< number > {
	const response = await site.admin.post( `/wp-json/wp/v2/${ route }`, body );
	if ( response.statusCode !== 201 ) {
		throw new Error(
			`${ route }: ${ response.statusCode } ${ response.body }`
		);
	}
	return response.json().id;
}

/**
 * Posts, pages and terms for the core blocks to list: three published posts in March and April
 * 2024 with categories and tags, a published password-protected one, and a draft, a private, a
 * pending and a scheduled post whose titles must never reach a visitor.
 */
async function addSiteContent( site: TestSite ): Promise< SiteContent > {
	const news = await create( site, 'categories', { name: 'News' } );
	const local = await create( site, 'categories', {
		name: 'Local',
		parent: news,
	} );
	const tagGreen = await create( site, 'tags', { name: 'green' } );
	const tagBlue = await create( site, 'tags', { name: 'blue' } );
	const post = ( title: string, extra: Record< string, unknown > ) =>
		create( site, 'posts', {
			title,
			content: `<!-- wp:paragraph --><p>Text of ${ title } for everyone.</p><!-- /wp:paragraph -->`,
			status: 'publish',
			...extra,
		} );
	const march = await post( 'March visit', {
		date: '2024-03-05T10:00:00',
		categories: [ news ],
		tags: [ tagGreen ],
	} );
	const aprilEarly = await post( 'April showers', {
		date: '2024-04-10T09:30:00',
		categories: [ local ],
		tags: [ tagGreen, tagBlue ],
		excerpt: 'A written excerpt & more',
	} );
	const aprilLate = await post( 'Late April', {
		date: '2024-04-22T17:45:00',
		categories: [ news ],
	} );
	const protectedPost = await post( 'Locked story', {
		date: '2024-04-15T12:00:00',
		password: 'sesame',
		content:
			'<!-- wp:paragraph --><p>SECRET-PROTECTED-BODY</p><!-- /wp:paragraph -->',
		excerpt: 'SECRET-PROTECTED-EXCERPT',
		categories: [ news ],
	} );
	const hidden = {
		draft: await post( 'SECRET-DRAFT', {
			status: 'draft',
			date: '2024-04-11T10:00:00',
			categories: [ news ],
		} ),
		private: await post( 'SECRET-PRIVATE', {
			status: 'private',
			date: '2024-04-12T10:00:00',
			categories: [ news ],
		} ),
		pending: await post( 'SECRET-PENDING', {
			status: 'pending',
			date: '2024-04-13T10:00:00',
			categories: [ news ],
		} ),
		future: await post( 'SECRET-FUTURE', {
			status: 'future',
			date: '2099-01-01T10:00:00',
			categories: [ news ],
		} ),
	};
	const about = await create( site, 'pages', {
		title: 'About us',
		status: 'publish',
	} );
	const team = await create( site, 'pages', {
		title: 'Our team',
		status: 'publish',
		parent: about,
	} );
	await create( site, 'pages', {
		title: 'SECRET-DRAFT-PAGE',
		status: 'draft',
	} );
	return {
		news,
		local,
		tagGreen,
		tagBlue,
		published: { march, aprilEarly, aprilLate },
		protectedPost,
		hidden,
		pages: { about, team },
	};
}

/**
 * A fresh site with addSiteContent() for the tests of one file: created before them, closed
 * after them.
 */
export function siteWithContent(): { site: TestSite; content: SiteContent } {
	const fixture = {} as { site: TestSite; content: SiteContent };
	beforeAll( async () => {
		fixture.site = await createSite();
		// The lists these tests read are of this content and the block gallery, as they were
		// written before a fresh site had sample posts.
		await deleteSeededPosts( fixture.site, { keepGallery: true } );
		fixture.content = await addSiteContent( fixture.site );
	} );
	afterAll( async () => fixture.site.close() );
	return fixture;
}

const hosts = new WeakMap< TestSite, number >();

/**
 * The visitor page of one published post ("Block host", 1 May 2024) holding `content`: the
 * same post each time, so that the lists the blocks print do not grow with every test.
 */
export async function visitorHtml(
	site: TestSite,
	content: string,
	query = ''
): Promise< string > {
	let id = hosts.get( site );
	if ( id === undefined ) {
		id = await create( site, 'posts', {
			title: 'Block host',
			content,
			status: 'publish',
			date: '2024-05-01T08:00:00',
		} );
		hosts.set( site, id );
	} else {
		const updated = await site.admin.post( `/wp-json/wp/v2/posts/${ id }`, {
			content,
		} );
		if ( updated.statusCode !== 200 ) {
			throw new Error(
				`update: ${ updated.statusCode } ${ updated.body }`
			);
		}
	}
	const response = await site.anonymous.get( `/?p=${ id }${ query }` );
	if ( response.statusCode !== 200 ) {
		throw new Error( `visitor page: ${ response.statusCode }` );
	}
	return response.body;
}

/** The post's rendered content on a visitor page. */
export function entryContent( html: string ): string {
	const match =
		/<div class="entry-content">([\s\S]*?)<\/div>\n(?:<footer|<\/article>)/.exec(
			html
		);
	return match ? match[ 1 ] : '';
}

/** A solid grey PNG of the given size, for uploads that need real dimensions. */
export function pngOf( width: number, height: number ): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const out = Buffer.alloc( 12 + data.length );
		out.writeUInt32BE( data.length, 0 );
		body.copy( out, 4 );
		out.writeUInt32BE( crc32( body ), 8 + data.length );
		return out;
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header.set( [ 8, 0, 0, 0, 0 ], 8 );
	const row = Buffer.alloc( width + 1, 0x80 );
	row[ 0 ] = 0;
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk(
			'IDAT',
			deflateSync( Buffer.concat( Array( height ).fill( row ) ) )
		),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}
