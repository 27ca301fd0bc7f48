import { createSite, type TestSite } from './helpers';
import { getSettings } from '../../platform/content/settings';
import { openDatabase } from '../../platform/store/db';
import { join } from 'node:path';

let site: TestSite;
beforeEach( async () => {
	site = await createSite();
} );
afterEach( async () => {
	await site.close();
} );

describe( 'site settings, read once per change', () => {
	it( 'answers a setting changed through the API, or by another connection, at once', async () => {
		const db = openDatabase( join( site.dir, 'data', 'tessera.sqlite' ) );
		try {
			expect( getSettings( db ).title ).toBe( 'Tessera' );
			await site.admin.post( '/wp-json/wp/v2/settings', {
				title: 'Kiln Notes',
			} );
			expect( getSettings( db ).title ).toBe( 'Kiln Notes' );
			db.prepare(
				"UPDATE options SET option_value = ? WHERE option_name = 'blogname'"
			).run( JSON.stringify( 'Kiln Notes, daily' ) );
			expect( getSettings( db ).title ).toBe( 'Kiln Notes, daily' );
			expect(
				( await site.anonymous.get( '/wp-json/' ) ).json().name
			).toBe( 'Kiln Notes, daily' );
		} finally {
			db.close();
		}
	} );

	it( 'hands each caller its own copy, with its own address', () => {
		const first = getSettings( site.db, 'http://one.test' );
		first.title = 'changed';
		const second = getSettings( site.db, 'http://two.test' );
		expect( [ second.title, second.url, first.url ] ).toStrictEqual( [
			'Tessera',
			'http://two.test',
			'http://one.test',
		] );
	} );
} );
