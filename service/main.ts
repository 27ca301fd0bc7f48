import { resolve } from 'node:path';
import { buildService } from './wordpress-sites/app';

const port = Number( process.env.PORT ?? 8899 );

async function main() {
	const service = await buildService( {
		dataDir: resolve( process.env.TESSERA_DATA_DIR ?? './data-service' ),
		buildDir: resolve( process.env.TESSERA_BUILD_DIR ?? './build' ),
		registrationKey: process.env.TESSERA_REGISTRATION_KEY || undefined,
		log: ( message ) => process.stdout.write( message + '\n' ),
	} );
	let closing = false;
	const stop = async () => {
		if ( closing ) {
			return;
		}
		closing = true;
		await service.close();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	await service.listen( { port, host: 'localhost' } );
	process.stdout.write(
		`Tessera service is running at http://localhost:${ port }/\n`
	);
}

main().catch( ( error ) => {
	process.stderr.write(
		`${ error instanceof Error ? error.stack : String( error ) }\n`
	);
	process.exit( 1 );
} );
