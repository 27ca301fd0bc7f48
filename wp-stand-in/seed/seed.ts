import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { hashPassword, randomPassword } from '../auth/passwords';
import { countUsers, insertUser } from '../../platform/store/users';
import { insertTerm } from '../../platform/store/terms';
import { updateSettings } from '../../platform/content/settings';
import { mysqlGmt } from '../../platform/content/dates';
import { saveRevision } from '../content/revisions';
import { siteUrl } from '../../platform/content/site-address';
import { insertSeedPost, samplePosts, seedContent } from './sample-posts';

const SAMPLE_POST_TITLE = 'Tessera block gallery';

/**
 * First start (no users yet): the administrator, default settings, the Uncategorized category,
 * the sample post (the block gallery) and a few short sample posts dated before it, written in one
 * transaction. The admin password is printed once.
 */
export async function seedSite(
	ctx: AppContext,
	log: ( message: string ) => void
): Promise< void > {
	if ( countUsers( ctx.db ) > 0 ) {
		return;
	}
	const given = ctx.options.adminPassword;
	const password = given ?? randomPassword();
	const hash = await hashPassword( password );
	const start = new Date();
	const now = mysqlGmt( start );
	ctx.db.transaction( () => {
		const adminId = insertUser( ctx.db, {
			user_login: 'admin',
			user_pass: hash,
			user_email: 'admin@localhost.test',
			user_nicename: 'admin',
			display_name: 'admin',
			user_url: '',
			description: '',
			user_registered: now,
			role: 'administrator',
		} );
		const categoryId = insertTerm( ctx.db, {
			name: 'Uncategorized',
			slug: 'uncategorized',
			taxonomy: 'category',
			description: '',
			parent: 0,
		} );
		updateSettings( ctx.db, {
			title: 'Tessera',
			language: 'en_US',
			timezone: 'UTC',
			default_category: categoryId,
		} );
		const origin = siteUrl( ctx.db );
		const postId = insertSeedPost(
			ctx.db,
			{
				title: SAMPLE_POST_TITLE,
				slug: 'tessera-block-gallery',
				content: seedContent( 'sample-post.html', origin ),
				date: start,
			},
			adminId,
			categoryId
		);
		for ( const post of samplePosts( origin, start ) ) {
			insertSeedPost( ctx.db, post, adminId, categoryId );
		}
		saveRevision( ctx, postId, undefined, adminId );
	} )();
	// The sample post's image blocks show these photos (uploads, so the resizing service takes them).
	cpSync(
		join( __dirname, 'sample-images' ),
		join( ctx.uploadsDir, 'tessera-sample' ),
		{ recursive: true }
	);
	log(
		given
			? 'Created the administrator "admin" with the password from TESSERA_ADMIN_PASSWORD. Sign in at /wp-login.php.'
			: [
					'Created the administrator account (this password is shown only once):',
					'  Username: admin',
					`  Password: ${ password }`,
					'Sign in at /wp-login.php on the address below. Set TESSERA_ADMIN_PASSWORD before the first start to choose the password.',
				].join( '\n' )
	);
}
