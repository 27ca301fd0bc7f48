import { ALLOWED_BLOCKS, FIELD_BLOCKS } from '../allowed-blocks';
import { consentInsertIndex, needsConsentOffer } from '../consent';
import {
	defaultSubject,
	recipientsOnBlur,
	recipientsOnChange,
} from '../recipients';
import { integrationsHidden } from '../integrations/visibility';
import { crmView, asCrmData, type CrmData } from '../integrations/crm-status';
import type { EditorInitialState } from '../../../../shared/availability/types';

const b = ( name: string, attributes: Record< string, unknown > = {} ) => ( {
	name,
	attributes,
} );
const submit = b( 'tessera/button', { element: 'button' } );

describe( 'consent offer', () => {
	it( 'is made to forms with an e-mail field and no consent field', () => {
		expect( needsConsentOffer( [ b( 'tessera/field-email' ) ] ) ).toBe(
			true
		);
		expect(
			needsConsentOffer( [
				b( 'tessera/field-email' ),
				b( 'tessera/field-consent' ),
			] )
		).toBe( false );
		expect(
			needsConsentOffer( [ b( 'tessera/field-name' ), submit ] )
		).toBe( false );
	} );

	it( 'places the consent field before the submit button, or at the end', () => {
		expect(
			consentInsertIndex( [
				b( 'tessera/field-name' ),
				b( 'tessera/field-email' ),
				submit,
			] )
		).toBe( 2 );
		expect(
			consentInsertIndex( [
				b( 'tessera/field-email' ),
				// A link button is not the submit button.
				b( 'tessera/button', { element: 'a' } ),
			] )
		).toBe( 2 );
		expect( consentInsertIndex( [ b( 'tessera/field-email' ) ] ) ).toBe(
			1
		);
	} );
} );

describe( 'recipients and subject', () => {
	it( 'trims typed recipients', () => {
		expect( recipientsOnChange( '  a@example.com, b@example.com ' ) ).toBe(
			'a@example.com, b@example.com'
		);
	} );

	it( 'resets an emptied field to the post author, and keeps anything else', () => {
		expect( recipientsOnBlur( '', 'author@example.com' ) ).toBe(
			'author@example.com'
		);
		expect( recipientsOnBlur( '   ', 'author@example.com' ) ).toBe(
			'author@example.com'
		);
		expect( recipientsOnBlur( 'x@y.com', 'author@example.com' ) ).toBe(
			'x@y.com'
		);
		expect( recipientsOnBlur( '', undefined ) ).toBe( '' );
	} );

	it( 'builds "[site title] post title"', () => {
		expect( defaultSubject( 'Riverside Bakery', 'Catering' ) ).toBe(
			'[Riverside Bakery] Catering'
		);
		expect( defaultSubject( 'Riverside Bakery', '' ) ).toBe(
			'[Riverside Bakery]'
		);
		expect( defaultSubject( '', 'Catering' ) ).toBe( 'Catering' );
	} );
} );

describe( 'allowed blocks', () => {
	it( 'holds the listed content blocks, every field and the button', () => {
		expect( ALLOWED_BLOCKS ).toEqual(
			expect.arrayContaining( [
				'tessera/markdown',
				'core/paragraph',
				'core/verse',
				'core/video',
				'tessera/button',
				...FIELD_BLOCKS,
			] )
		);
		expect( FIELD_BLOCKS ).toHaveLength( 12 );
		expect( ALLOWED_BLOCKS ).not.toContain( 'core/subhead' );
		expect( ALLOWED_BLOCKS ).not.toContain( 'tessera/contact-form' );
		expect( ALLOWED_BLOCKS ).toHaveLength( 18 + 12 + 1 );
	} );
} );

describe( 'integration panels', () => {
	const state = ( siteType: 'simple' | 'atomic' | 'self-hosted' ) =>
		( { site_type: siteType } ) as EditorInitialState;

	it( 'are hidden on simple sites only', () => {
		expect( integrationsHidden( state( 'simple' ) ) ).toBe( true );
		expect( integrationsHidden( state( 'atomic' ) ) ).toBe( false );
		expect( integrationsHidden( state( 'self-hosted' ) ) ).toBe( false );
	} );
} );

describe( 'CRM panel states', () => {
	const data = ( over: Partial< CrmData > ): CrmData => ( {
		crm_installed: true,
		crm_active: true,
		crm_version: '6.4.1',
		can_activate_extension: true,
		jp_form_ext_enabled: true,
		...over,
	} );

	it.each( [
		[
			{ crm_installed: false, crm_active: false, crm_version: null },
			'not-installed',
		],
		[ { crm_active: false }, 'installed' ],
		[ { crm_version: 'dev' }, 'invalid-version' ],
		[ { crm_version: null }, 'invalid-version' ],
		[ { crm_version: '3.0.18' }, 'update' ],
		[ { crm_version: '2.9', crm_active: false }, 'update' ],
		[ { jp_form_ext_enabled: false }, 'enable-extension' ],
		[
			{ jp_form_ext_enabled: false, can_activate_extension: false },
			'ask-administrator',
		],
		[ { crm_version: '3.0.19' }, 'stored' ],
		[ { crm_version: '4.0.0' }, 'stored' ],
		[ { crm_version: '4.0.1' }, 'toggle' ],
		[ { crm_version: '6.4.1' }, 'toggle' ],
	] )( '%p → %s', ( over, expected ) => {
		expect( crmView( data( over as Partial< CrmData > ) ) ).toBe(
			expected
		);
	} );

	it( 'treats an error body as a failed fetch', () => {
		expect( asCrmData( { error: true, message: 'nope' } ) ).toBeNull();
		expect( asCrmData( '<html>' ) ).toBeNull();
		expect( asCrmData( data( {} ) ) ).toEqual( data( {} ) );
	} );
} );
