import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db';
import { migrations } from '../migrations';

const SCHEMA_FILE = join( __dirname, 'fresh-schema.json' );
const UPDATE =
	'TESSERA_UPDATE_SCHEMA=1 npx jest platform/store/test/migrations.test.ts';

/** What a fresh database holds: its version and every table, index and trigger as SQLite keeps them. */
function freshSchema() {
	const db = openDatabase( ':memory:' );
	const schema = {
		version: db.pragma( 'user_version', { simple: true } ),
		rows: db
			.prepare(
				'SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name'
			)
			.all(),
	};
	db.close();
	return schema;
}

describe( 'the schema migrations', () => {
	it( 'are listed oldest first, version N the Nth, each with a name and SQL', () => {
		expect(
			migrations.map( ( migration ) => migration.version )
		).toStrictEqual( migrations.map( ( _migration, index ) => index + 1 ) );
		for ( const migration of migrations ) {
			expect( migration.name ).not.toBe( '' );
			expect( migration.sql ).toMatch( /\b(CREATE|ALTER|INSERT|DROP)\b/ );
		}
	} );

	it( 'give a fresh database the schema recorded in fresh-schema.json, to the byte', () => {
		const schema = freshSchema();
		if ( process.env.TESSERA_UPDATE_SCHEMA ) {
			writeFileSync(
				SCHEMA_FILE,
				JSON.stringify( schema, null, 1 ) + '\n'
			);
		}
		const recorded = JSON.parse( readFileSync( SCHEMA_FILE, 'utf8' ) );
		try {
			expect( schema ).toStrictEqual( recorded );
		} catch ( error ) {
			throw new Error(
				`A fresh database's schema differs from fresh-schema.json. After adding a migration, record the new schema with:\n  ${ UPDATE }\nand review its diff.\n\n${ ( error as Error ).message }`
			);
		}
	} );
} );
