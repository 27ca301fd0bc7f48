import metadata from '../block.json';
import { inLocale } from '../../../../platform/render/locale-strings';
import { shownText } from '../texts';

const NAMES = [
	'emailPlaceholder',
	'consentText',
	'processingLabel',
	'successLabel',
	'errorLabel',
] as const;

const defaults = Object.fromEntries(
	NAMES.map( ( name ) => [ name, metadata.attributes[ name ].default ] )
) as Record< ( typeof NAMES )[ number ], string >;

describe( 'the sign-up’s visitor texts', () => {
	it( 'are block.json’s defaults, word for word, where nothing translates them', () => {
		expect(
			NAMES.map( ( name ) => shownText( defaults, name ) )
		).toStrictEqual( NAMES.map( ( name ) => defaults[ name ] ) );
	} );

	it( 'are translated when left at their default, and kept as written otherwise', () => {
		const written = { ...defaults, successLabel: 'Thanks, noted.' };
		expect(
			inLocale( 'fr_FR', () =>
				NAMES.map( ( name ) => shownText( written, name ) )
			)
		).toStrictEqual( [
			'Saisissez votre adresse e-mail',
			expect.stringMatching( /^En cliquant sur le bouton d’envoi, / ),
			'Traitement en cours…',
			'Thanks, noted.',
			expect.stringMatching( /^Oups\u00a0! Une erreur s’est produite/ ),
		] );
	} );
} );
