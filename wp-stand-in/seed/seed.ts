import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { hashPassword, randomPassword } from '../auth/passwords';
import { countUsers, insertUser } from '../../platform/store/users';
import { insertTerm, setPostTerms } from '../../platform/store/terms';
import { insertPost, updatePostRow, getPost } from '../../platform/store/posts';
import { updateSettings } from '../../platform/content/settings';
import { mysqlGmt } from '../../platform/content/dates';
import { saveRevision } from '../content/revisions';
import { siteUrl } from '../../platform/content/site-address';

const SAMPLE_POST_TITLE = 'Tessera block gallery';

// The sample post is written for the default address; its links to the site's own uploads follow
// the address this site really has.
const SAMPLE_POST_ORIGIN = 'http://localhost:8888';

function samplePostContent( origin: string ): string {
	const content = readFileSync(
		join( __dirname, 'sample-post.html' ),
		'utf8'
	).trim();
	return content
		.split( SAMPLE_POST_ORIGIN )
		.join( origin )
		.split( `/${ new URL( SAMPLE_POST_ORIGIN ).host }/` )
		.join( `/${ new URL( origin ).host }/` );
}

/**
 * First start (no users yet): the administrator, default settings, the Uncategorized category
 * and the sample post, written in one transaction. The admin password is printed once.
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
	const now = mysqlGmt();
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
		const postId = insertPost( ctx.db, {
			post_author: adminId,
			post_date: now,
			post_date_gmt: now,
			post_content: samplePostContent( siteUrl( ctx.db ) ),
			post_title: SAMPLE_POST_TITLE,
			post_excerpt: '',
			post_status: 'publish',
			comment_status: 'open',
			ping_status: 'open',
			post_password: '',
			post_name: 'tessera-block-gallery',
			post_modified: now,
			post_modified_gmt: now,
			post_parent: 0,
			guid: '',
			menu_order: 0,
			post_type: 'post',
			post_mime_type: '',
		} );
		updatePostRow( ctx.db, postId, {
			...getPost( ctx.db, postId )!,
			guid: `/?p=${ postId }`,
		} );
		setPostTerms( ctx.db, postId, 'category', [ categoryId ] );
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
