/**
 * The product save that runs before the post's: who saves, when, with which status, and what a
 * failure leaves for the block to show.
 */
const state = {
	post: {
		status: 'draft',
		_links: { 'wp:action-publish': [ {} ] },
	} as Record< string, unknown >,
	blocks: {} as Record< string, Record< string, unknown > >,
	saved: [] as Record< string, unknown >[],
	failWith: null as unknown,
	nextId: 40,
	content: '<!-- serialized -->',
	edited: [] as Record< string, unknown >[],
};

jest.mock( '@wordpress/block-editor', () => ( {
	store: 'core/block-editor',
} ) );
jest.mock( '@wordpress/core-data', () => ( { store: 'core' } ) );
jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );
jest.mock( '@wordpress/hooks', () => ( { addFilter: jest.fn() } ) );
jest.mock( '@wordpress/data', () => ( {
	select: ( store: string ) =>
		( {
			'core/editor': {
				getCurrentPost: () => state.post,
				getEditedPostContent: () => state.content,
				getPermalink: () => 'http://site.test/?p=3',
			},
			'core/block-editor': {
				getBlocksByName: () => Object.keys( state.blocks ),
				getBlockAttributes: ( id: string ) => state.blocks[ id ],
			},
		} )[ store ],
	dispatch: ( store: string ) =>
		( {
			core: {
				saveEntityRecord: async (
					_kind: string,
					_name: string,
					record: Record< string, unknown >
				) => {
					if ( state.failWith ) {
						throw state.failWith;
					}
					state.saved.push( record );
					return { id: record.id ?? state.nextId++ };
				},
			},
			'core/block-editor': {
				updateBlockAttributes: (
					id: string,
					changes: Record< string, unknown >
				) => {
					state.blocks[ id ] = { ...state.blocks[ id ], ...changes };
				},
			},
			'core/editor': {
				editPost: ( edits: Record< string, unknown > ) =>
					state.edited.push( edits ),
			},
		} )[ store ],
} ) );

import { saveProducts } from '../product-sync';
import { setSaveErrors, useSaveErrors } from '../save-errors';
import { renderHook } from '@testing-library/react';

const block = ( changes = {} ) => ( {
	title: 'Mug',
	content: '',
	currency: 'USD',
	email: 'shop@example.com',
	price: 12,
	multiple: false,
	featuredMediaId: 0,
	...changes,
} );

beforeEach( () => {
	state.post = { status: 'draft', _links: { 'wp:action-publish': [ {} ] } };
	state.blocks = { a: block() };
	state.saved = [];
	state.failWith = null;
	state.nextId = 40;
	state.edited = [];
	setSaveErrors( 'a', {} );
} );

it( 'makes a new product a draft and saves the content holding its id', async () => {
	const edits = await saveProducts( { id: 3, content: 'old' } );
	expect( state.saved ).toStrictEqual( [
		{
			title: 'Mug',
			content: '',
			featured_media: 0,
			status: 'draft',
			meta: {
				spay_currency: 'USD',
				spay_email: 'shop@example.com',
				spay_multiple: false,
				spay_price: 12,
			},
		},
	] );
	expect( state.blocks.a ).toMatchObject( {
		productId: 40,
		postLinkUrl: 'http://site.test/?p=3',
	} );
	expect( edits ).toStrictEqual( { id: 3, content: '<!-- serialized -->' } );
	expect( state.edited ).toStrictEqual( [
		{ content: '<!-- serialized -->' },
	] );
} );

it( 'publishes the new product in the same save when the post goes public', async () => {
	await saveProducts( { id: 3, status: 'publish' } );
	expect(
		state.saved.map( ( record ) => [ record.id, record.status ] )
	).toStrictEqual( [
		[ undefined, 'draft' ],
		[ 40, 'publish' ],
	] );
} );

it( 'publishes a product that has an id, and leaves the content alone', async () => {
	state.blocks.a = block( { productId: 7 } );
	const edits = await saveProducts( { id: 3, content: 'old' } );
	expect(
		state.saved.map( ( record ) => [ record.id, record.status ] )
	).toStrictEqual( [ [ 7, 'publish' ] ] );
	expect( edits ).toStrictEqual( { id: 3, content: 'old' } );
} );

it.each( [
	[ 'an autosave', { isAutosave: true }, {} ],
	[ 'a preview', { isPreview: true }, {} ],
	[ 'someone who cannot publish', {}, { _links: {} } ],
] )( 'saves nothing for %s', async ( _label, options, post ) => {
	state.post = { ...state.post, ...post };
	await saveProducts( { id: 3 }, options );
	expect( state.saved ).toStrictEqual( [] );
} );

it.each( [
	[ { title: '' } ],
	[ { price: undefined } ],
	[ { price: -1 } ],
	[ { email: 'shop@' } ],
	[ { currency: 'XYZ' } ],
] )( 'does not save a product with %j', async ( changes ) => {
	state.blocks.a = block( changes );
	await saveProducts( { id: 3 } );
	expect( state.saved ).toStrictEqual( [] );
} );

it.each( [
	[ { data: { status: 400, key: 'spay_email' } }, { email: true } ],
	[ { data: { status: 400, key: 'spay_price' } }, { price: true } ],
	[ { data: { status: 500 } }, {} ],
] )( 'keeps the field a failed save names (%j)', async ( error, expected ) => {
	state.failWith = error;
	const edits = await saveProducts( { id: 3, content: 'old' } );
	expect( edits ).toStrictEqual( { id: 3, content: 'old' } );
	const { result } = renderHook( () => useSaveErrors( 'a' ) );
	expect( result.current ).toStrictEqual( expected );
} );
