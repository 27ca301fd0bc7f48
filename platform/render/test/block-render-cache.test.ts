import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
	blockFolders,
	folderFile,
	loadModule,
} from '../../../extensions/folders';
import type { BlockRenderContext } from '../../../shared/server-render/types';
import { serverBlock } from '../../content/server-blocks';
import { openDatabase, type Db } from '../../store/db';
import { updateOption } from '../../store/options';
import { renderContent } from '../blocks';
import type { ServerRenderContext } from '../server-render-context';

const RATING =
	'<!-- wp:tessera/rating-star {"rating":3} /--><!-- wp:tessera/rating-star {"rating":4} /-->';

describe( 'blocks whose render.ts says what their output depends on', () => {
	let dir: string;
	let db: Db;
	const context = ( extra: Partial< ServerRenderContext > = {} ) =>
		( {
			locale: 'en_US',
			postId: 7,
			origin: 'http://localhost:8888',
			db,
			...extra,
		} ) as ServerRenderContext;

	beforeAll( () => {
		dir = mkdtempSync( join( tmpdir(), 'tessera-render-cache-' ) );
		db = openDatabase( join( dir, 'site.sqlite' ) );
	} );
	afterAll( () => {
		db.close();
		rmSync( dir, { recursive: true, force: true } );
	} );
	afterEach( () => {
		jest.restoreAllMocks();
		jest.useRealTimers();
	} );

	function renderSpy( name: string ) {
		return jest.spyOn( serverBlock( name )!, 'render' );
	}

	it( 'renders a block the same for every visitor once per attributes, until the database changes', () => {
		const render = renderSpy( 'tessera/rating-star' );
		const first = renderContent( RATING, context() ).html;
		expect( render ).toHaveBeenCalledTimes( 2 );
		expect( renderContent( RATING, context( { userId: 3 } ) ).html ).toBe(
			first
		);
		expect( render ).toHaveBeenCalledTimes( 2 );
		updateOption( db, 'blogdescription', 'Something new' );
		expect( renderContent( RATING, context() ).html ).toBe( first );
		expect( render ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'keeps renders apart by language, address and post', () => {
		const render = renderSpy( 'tessera/rating-star' );
		const block = '<!-- wp:tessera/rating-star {"rating":2} /-->';
		renderContent( block, context() );
		renderContent( block, context( { locale: 'fr_FR' } ) );
		renderContent( block, context( { origin: 'https://example.org' } ) );
		renderContent( block, context( { postId: 8 } ) );
		expect( render ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'renders every time a block that depends on the visitor', () => {
		const render = renderSpy( 'tessera/repeat-visitor' );
		const block =
			'<!-- wp:tessera/repeat-visitor --><p>Welcome back</p><!-- /wp:tessera/repeat-visitor -->';
		renderContent( block, context( { visits: 0 } ) );
		renderContent( block, context( { visits: 0 } ) );
		expect( render ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps forms and their fields at their places, and renders them again for a submission’s outcome', () => {
		const form = ( label: string ) =>
			`<!-- wp:tessera/contact-form --><div class="wp-block-tessera-contact-form"><!-- wp:tessera/field-name {"label":"${ label }"} /--><!-- wp:tessera/field-email {"required":true} /--></div><!-- /wp:tessera/contact-form -->`;
		const post = form( 'First' ) + form( 'Second' );
		const fields = renderSpy( 'tessera/field-email' );
		const forms = renderSpy( 'tessera/contact-form' );
		const uncached = renderContent(
			post,
			context( { db: undefined } )
		).html;
		expect( uncached ).toContain( 'id="tessera-form-7-1-1"' );
		expect( renderContent( post, context() ).html ).toBe( uncached );
		expect( renderContent( post, context() ).html ).toBe( uncached );
		expect( fields ).toHaveBeenCalledTimes( 4 );
		expect( forms ).toHaveBeenCalledTimes( 4 );

		const token = 'a'.repeat( 32 );
		const invalid = {
			status: 'invalid',
			form: '7-1',
			message: 'Please correct the errors below.',
			errors: { 'tessera-field-1': 'This field is required.' },
			values: { 'tessera-field-0': 'Ada' },
		};
		const shown = renderContent(
			post,
			context( {
				query: { 'tessera-form-result': token },
				transient: ( name: string ) =>
					name === `tessera_form_result_${ token }`
						? invalid
						: undefined,
			} )
		).html;
		expect( fields ).toHaveBeenCalledTimes( 6 );
		expect( shown ).toContain( 'href="#tessera-form-7-1-1"' );
		expect( shown ).toContain( 'value="Ada"' );
		expect( shown.match( /This field is required\./g ) ).toHaveLength( 2 );
	} );

	it( 'renders business hours again each minute, for open now and today', () => {
		jest.useFakeTimers( { now: new Date( '2026-11-30T09:00:10Z' ) } );
		const render = renderSpy( 'tessera/business-hours' );
		const block = '<!-- wp:tessera/business-hours /-->';
		renderContent( block, context() );
		jest.setSystemTime( new Date( '2026-11-30T09:00:50Z' ) );
		renderContent( block, context() );
		expect( render ).toHaveBeenCalledTimes( 1 );
		jest.setSystemTime( new Date( '2026-11-30T09:01:00Z' ) );
		renderContent( block, context() );
		expect( render ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'renders related posts again when the hour turns', () => {
		jest.useFakeTimers( { now: new Date( '2026-11-30T09:59:00Z' ) } );
		const render = renderSpy( 'tessera/related-posts' );
		const relatedPosts = jest.fn( () => [] );
		const block = '<!-- wp:tessera/related-posts /-->';
		renderContent( block, context( { relatedPosts } ) );
		renderContent( block, context( { relatedPosts } ) );
		expect( render ).toHaveBeenCalledTimes( 1 );
		jest.setSystemTime( new Date( '2026-11-30T10:00:00Z' ) );
		renderContent( block, context( { relatedPosts } ) );
		expect( render ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps a podcast player apart for signed-in readers, and reads the feed again after ten minutes', () => {
		jest.useFakeTimers( { now: new Date( '2026-11-30T09:00:00Z' ) } );
		const render = renderSpy( 'tessera/podcast-player' );
		const block =
			'<!-- wp:tessera/podcast-player {"url":"https://feeds.example.com/show.xml"} /-->';
		const remoteGet = jest.fn( () => ( {
			error: 'unreachable' as const,
			message: 'Could not resolve host: feeds.example.com',
		} ) );
		expect( renderContent( block, context( { remoteGet } ) ).html ).toBe(
			''
		);
		expect(
			renderContent( block, context( { remoteGet, userId: 1 } ) ).html
		).toContain( 'tessera-podcast-player__feed-error' );
		renderContent( block, context( { remoteGet } ) );
		expect( render ).toHaveBeenCalledTimes( 2 );
		jest.setSystemTime( new Date( '2026-11-30T09:10:00Z' ) );
		renderContent( block, context( { remoteGet } ) );
		expect( render ).toHaveBeenCalledTimes( 3 );
	} );
} );

/** What a render the same for every visitor must never read: who reads, and what is kept per visit. */
const PER_VISITOR: ( keyof BlockRenderContext )[] = [
	'query',
	'userId',
	'visits',
	'transient',
	'remoteGet',
	'photoFeed',
	'relatedPosts',
	'canTakePayments',
	'membershipProduct',
	'paymentProduct',
];

describe.each(
	blockFolders().flatMap( ( folder ) => {
		const file = folderFile( folder, 'render.ts' );
		return file &&
			loadModule< { sameForEveryVisitor?: boolean } >( file )
				.sameForEveryVisitor
			? [ [ folder.metadata.name as string, folder.metadata ] as const ]
			: [];
	} )
)( '%s, the same for every visitor', ( name, metadata ) => {
	it( 'reads nothing of the visitor while it renders its example', () => {
		const read: string[] = [];
		const context = new Proxy(
			{ locale: 'en_US', origin: 'http://localhost:8888', postId: 1 },
			{
				get( target, property ) {
					if ( PER_VISITOR.includes( property as never ) ) {
						read.push( String( property ) );
					}
					return target[ property as keyof typeof target ];
				},
			}
		) as BlockRenderContext;
		const attributes =
			( metadata.example as { attributes?: object } | undefined )
				?.attributes ?? {};
		serverBlock( name )!.render!( { ...attributes }, '', context );
		expect( read ).toStrictEqual( [] );
	} );
} );
