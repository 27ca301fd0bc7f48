import { resolve } from 'node:path';
import { buildApp } from './app';
import { parsePlanRequirements } from '../platform/content/plans';
import { siteUrlFromEnv } from '../platform/content/site-address';

const port = Number( process.env.PORT ?? 8888 );

async function main() {
	const app = await buildApp( {
		dataDir: resolve( process.env.TESSERA_DATA_DIR ?? './data' ),
		buildDir: resolve( process.env.TESSERA_BUILD_DIR ?? './build' ),
		adminPassword: process.env.TESSERA_ADMIN_PASSWORD || undefined,
		devAutologin: process.env.TESSERA_DEV_AUTOLOGIN === '1',
		betaBlocks: process.env.TESSERA_BETA_BLOCKS === '1',
		planRequirements: parsePlanRequirements(
			process.env.TESSERA_PLAN_REQUIREMENTS
		),
		siteUrl: siteUrlFromEnv(),
		log: ( message ) => process.stdout.write( message + '\n' ),
	} );
	let closing = false;
	const stop = async () => {
		if ( closing ) {
			return;
		}
		closing = true;
		await app.close();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	await app.listen( { port, host: 'localhost' } );
	process.stdout.write(
		`Tessera is running at http://localhost:${ port }/\n`
	);
}

main().catch( ( error ) => {
	process.stderr.write(
		`${ error instanceof Error ? error.stack : String( error ) }\n`
	);
	process.exit( 1 );
} );
