import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { inLocale } from '../../../platform/render/locale-strings';
import { FIELD_KINDS } from '../field-kinds';
import {
	DEFAULT_CONSENT_MESSAGES,
	DEFAULT_LABELS,
	editedLabel,
	shownConsentMessage,
	shownLabel,
} from '../labels';

type Attributes = Record< string, { default?: unknown } >;

function blockAttributes( kind: string ): Attributes {
	return JSON.parse(
		readFileSync(
			join(
				__dirname,
				'../../../extensions/blocks',
				`field-${ kind }`,
				'block.json'
			),
			'utf8'
		)
	).attributes as Attributes;
}

describe( 'a field’s words left at their block.json defaults', () => {
	it( 'knows every field block’s default label and consent messages', () => {
		for ( const kind of FIELD_KINDS ) {
			expect( [ kind, DEFAULT_LABELS[ kind ] ] ).toStrictEqual( [
				kind,
				blockAttributes( kind ).label.default,
			] );
		}
		const consent = blockAttributes( 'consent' );
		expect( DEFAULT_CONSENT_MESSAGES ).toStrictEqual( {
			implicit: consent.implicitConsentMessage.default,
			explicit: consent.explicitConsentMessage.default,
		} );
	} );

	it( 'shows a default label in the page’s language, and what the author wrote as written', () => {
		expect( shownLabel( 'url', 'Website' ) ).toBe( 'Website' );
		expect(
			inLocale( 'fr_FR', () => [
				shownLabel( 'url', 'Website' ),
				shownLabel( 'url', '  ' ),
				shownLabel( 'telephone', 'Phone' ),
				shownLabel( 'url', 'My blog' ),
				editedLabel( 'url', 'Website' ),
				editedLabel( 'checkbox', '' ),
			] )
		).toStrictEqual( [
			'Site web',
			'Site web',
			'Téléphone',
			'My blog',
			'Site web',
			'',
		] );
	} );

	it( 'shows a default consent message in the page’s language, and the author’s as written', () => {
		expect(
			shownConsentMessage( 'explicit', DEFAULT_CONSENT_MESSAGES.explicit )
		).toBe( DEFAULT_CONSENT_MESSAGES.explicit );
		const [ implicit, explicit, own ] = inLocale( 'fr_FR', () => [
			shownConsentMessage(
				'implicit',
				DEFAULT_CONSENT_MESSAGES.implicit
			),
			shownConsentMessage(
				'explicit',
				DEFAULT_CONSENT_MESSAGES.explicit
			),
			shownConsentMessage( 'explicit', 'Newsletter ?' ),
		] );
		expect( implicit ).toMatch( /^En envoyant/ );
		expect( explicit ).not.toBe( DEFAULT_CONSENT_MESSAGES.explicit );
		expect( own ).toBe( 'Newsletter ?' );
	} );
} );
