import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the test helpers write their profile lines when TESSERA_TEST_PROFILE is set. */
export const PROFILE_DIR = join(
	__dirname,
	'..',
	'..',
	'..',
	'artifacts',
	'profile'
);

/** Notes how long the running jest suite took to create one test site (`npm run test:profile`). */
export function recordSiteCreation( ms: number ) {
	if ( ! process.env.TESSERA_TEST_PROFILE ) {
		return;
	}
	mkdirSync( PROFILE_DIR, { recursive: true } );
	appendFileSync(
		join( PROFILE_DIR, `sites-${ process.pid }.jsonl` ),
		JSON.stringify( { file: expect.getState().testPath, ms } ) + '\n'
	);
}
