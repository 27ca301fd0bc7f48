import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { scriptTranslations } from '../script-translations';

/** A script's translations, found as WordPress finds them: by locale and the md5 of its path. */
describe( 'scriptTranslations', () => {
	let dir: string;
	// md5( 'build/editor.js' ), as WordPress names the file.
	const EDITOR_JSON = 'tessera-fr_FR-bd9d846c46a7db932132769a31899831.json';
	const messages = {
		'': { domain: 'messages', lang: 'fr_FR' },
		Closed: [ 'Fermé' ],
	};

	beforeAll( () => {
		dir = mkdtempSync( join( tmpdir(), 'tessera-languages-' ) );
		writeFileSync(
			join( dir, EDITOR_JSON ),
			JSON.stringify( { locale_data: { messages } } )
		);
		writeFileSync(
			join( dir, 'tessera-de_DE-bd9d846c46a7db932132769a31899831.json' ),
			'{ not json'
		);
	} );

	afterAll( () => rmSync( dir, { recursive: true, force: true } ) );

	it( 'reads the locale data of the script in the locale', () => {
		expect(
			scriptTranslations( 'fr_FR', 'build/editor.js', dir )
		).toStrictEqual( messages );
	} );

	it( 'has none for another script, an untranslated locale, a broken file or a path in the locale', () => {
		expect(
			[
				[ 'fr_FR', 'build/admin.js' ],
				[ 'es_ES', 'build/editor.js' ],
				[ 'de_DE', 'build/editor.js' ],
				[ '../fr_FR', 'build/editor.js' ],
				[ 'fr_FR-bd9d846c46a7db932132769a31899831.json#', 'x' ],
			].map( ( [ locale, script ] ) =>
				scriptTranslations( locale, script, dir )
			)
		).toStrictEqual( [ null, null, null, null, null ] );
	} );

	it( 'reads the files the repository ships', () => {
		expect(
			scriptTranslations( 'fr_FR', 'build/editor.js' )?.[
				'Pause Slideshow'
			]
		).toStrictEqual( [ 'Mettre le diaporama en pause' ] );
	} );
} );
