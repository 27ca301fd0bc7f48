import { listDate } from '../shared/list-date';
import { postActions } from '../posts/actions';
import {
	postsPath,
	type ListedPost,
	type PostsScreenSettings,
} from '../posts/api';
import { postFields, titleOf } from '../posts/fields';

const SETTINGS: PostsScreenSettings = {
	postType: 'post',
	restBase: 'posts',
	plural: 'Posts',
	singular: 'Post',
	userId: 7,
	editsOthers: true,
	timeFormat: 'g:i a',
};

function post(
	status: string,
	allow: string[],
	title = 'Harvest'
): ListedPost {
	return {
		id: 12,
		date: '2026-11-02T14:05:09',
		modified: '2026-11-03T09:30:00',
		status,
		link: 'http://site.test/?p=12',
		title: { raw: title, rendered: title },
		author: 7,
		_links: { self: [ { targetHints: { allow } } ] },
	};
}

const EDIT = [ 'GET', 'POST', 'PUT', 'PATCH' ];
const ALL = [ ...EDIT, 'DELETE' ];

function eligible( item: ListedPost ): string[] {
	return postActions( SETTINGS, () => undefined )
		.filter( ( action ) => action.isEligible?.( item ) ?? true )
		.map( ( action ) => action.id );
}

describe( 'listDate', () => {
	it( 'writes a site-local date as the admin lists do, with the site time format', () => {
		expect( listDate( '2026-11-02T14:05:09', 'g:i a' ) ).toBe(
			'2026/11/02 at 2:05 pm'
		);
		expect( listDate( '2026-01-09T00:07:00', 'H:i' ) ).toBe(
			'2026/01/09 at 00:07'
		);
		expect( listDate( '2026-12-31T23:59:59', 'g:i A' ) ).toBe(
			'2026/12/31 at 11:59 PM'
		);
		expect( listDate( null, 'g:i a' ) ).toBe( '' );
	} );
} );

describe( 'postsPath', () => {
	it( 'asks for a page in edit context, and only their own posts for those who cannot edit others', () => {
		const query = {
			statuses: [ 'publish', 'draft' ],
			search: 'harvest day',
			page: 2,
			perPage: 20,
		};
		expect( postsPath( SETTINGS, query, { _embed: 'author' } ) ).toBe(
			'/wp/v2/posts?context=edit&status=publish%2Cdraft&page=2&per_page=20&orderby=date&order=desc&_embed=author&search=harvest+day'
		);
		expect(
			postsPath(
				{ ...SETTINGS, restBase: 'pages', editsOthers: false },
				{ ...query, search: '' }
			)
		).toBe(
			'/wp/v2/pages?context=edit&status=publish%2Cdraft&page=2&per_page=20&orderby=date&order=desc&author=7'
		);
	} );
} );

describe( 'the row actions', () => {
	it( 'offers what the methods WordPress allows on each post permit', () => {
		expect( eligible( post( 'publish', ALL ) ) ).toStrictEqual( [
			'edit',
			'view',
			'trash',
		] );
		expect( eligible( post( 'draft', EDIT ) ) ).toStrictEqual( [
			'edit',
			'view',
		] );
		expect( eligible( post( 'publish', [ 'GET' ] ) ) ).toStrictEqual( [
			'view',
		] );
		expect( eligible( post( 'trash', ALL ) ) ).toStrictEqual( [
			'restore',
			'delete',
		] );
		expect( eligible( post( 'trash', EDIT ) ) ).toStrictEqual( [
			'restore',
		] );
		expect( eligible( post( 'trash', [ 'GET' ] ) ) ).toStrictEqual( [] );
	} );

	it( 'names View or Preview by status, and Trash or Move to Trash by how many rows', () => {
		const [ , view, trash ] = postActions( SETTINGS, () => undefined );
		const label = ( action: typeof view, items: ListedPost[] ) =>
			typeof action.label === 'string'
				? action.label
				: action.label( items );
		expect( label( view, [ post( 'publish', ALL ) ] ) ).toBe( 'View' );
		expect( label( view, [ post( 'draft', ALL ) ] ) ).toBe( 'Preview' );
		expect( label( trash, [ post( 'draft', ALL ) ] ) ).toBe( 'Trash' );
		expect(
			label( trash, [ post( 'draft', ALL ), post( 'publish', ALL ) ] )
		).toBe( 'Move to Trash' );
	} );
} );

describe( 'the columns', () => {
	it( 'shows (no title) for an empty title and the date each status shows', () => {
		expect( titleOf( post( 'draft', ALL, '  ' ) ) ).toBe( '(no title)' );
		const date = postFields( 'g:i a' ).find( ( f ) => f.id === 'date' )!;
		const value = ( status: string ) =>
			date.getValue!( { item: post( status, ALL ) } );
		expect( value( 'publish' ) ).toBe( 'Published 2026/11/02 at 2:05 pm' );
		expect( value( 'future' ) ).toBe( 'Scheduled 2026/11/02 at 2:05 pm' );
		expect( value( 'draft' ) ).toBe(
			'Last Modified 2026/11/03 at 9:30 am'
		);
	} );
} );
