import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, signIn, ADMIN_PASSWORD } from './helpers';

describe( 'restarting the server', () => {
	it( 'keeps posts, uploads, users, sessions and settings', async () => {
		const dir = mkdtempSync( join( tmpdir(), 'tessera-restart-' ) );
		try {
			const first = await createSite( { dir } );
			const post = (
				await first.admin.post( '/wp-json/wp/v2/posts', {
					title: 'Survives',
					status: 'publish',
					meta: { advanced_seo_description: 'kept' },
				} )
			).json();
			await first.admin.post( '/wp-json/wp/v2/settings', {
				title: 'Renamed site',
				tessera_plan: 'personal',
			} );
			const media = (
				await first.admin.request( 'POST', '/wp-json/wp/v2/media', {
					payload: Buffer.from(
						'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP8z8Dwn4GBgYEJAA8DAQHvR9x/AAAAAElFTkSuQmCC',
						'base64'
					),
					headers: {
						'content-type': 'image/png',
						'content-disposition':
							'attachment; filename="kept.png"',
					},
				} )
			).json();
			const cookie = first.admin.cookie;
			await first.close();

			const second = await createSite( { dir } );
			try {
				expect(
					second.count(
						"SELECT COUNT(*) AS n FROM users WHERE user_login = 'admin'"
					)
				).toBe( 1 );
				const again = (
					await second.anonymous.get(
						`/wp-json/wp/v2/posts/${ post.id }`
					)
				).json();
				expect( again ).toMatchObject( {
					title: { rendered: 'Survives' },
					meta: { advanced_seo_description: 'kept' },
				} );
				expect(
					(
						await second.admin.get( '/wp-json/wp/v2/settings' )
					).json()
				).toMatchObject( {
					title: 'Renamed site',
					tessera_plan: 'personal',
				} );
				expect(
					(
						await second.anonymous.get(
							new URL( media.source_url ).pathname
						)
					).statusCode
				).toBe( 200 );
				expect(
					(
						await second.app.inject( {
							url: '/wp-admin/edit.php',
							headers: { cookie: cookie! },
						} )
					).statusCode
				).toBe( 200 );
				expect(
					second.count(
						"SELECT COUNT(*) AS n FROM posts WHERE post_type = 'post' AND post_title = 'Tessera block gallery'"
					)
				).toBe( 1 );
				await signIn( second.app, second.db, 'admin', ADMIN_PASSWORD );
			} finally {
				await second.close();
			}
		} finally {
			rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );
