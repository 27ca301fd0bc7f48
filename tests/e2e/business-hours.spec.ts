import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import {
	canvas,
	insertBlockFromInserter,
	invalidBlocks,
	openNewPost,
	openPost,
	publish,
	setTitle,
} from './support/editor';
import { expect, signIn, test } from './support/test';

const SHOTS = process.env.TESSERA_SHOTS_DIR;
const LOCALIZED_WEEK = '**/business-hours/localized-week**';
const ENGLISH_DAYS = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
];

/** The hours the test enters, Sunday first, as minutes [open, close) for the open-now check. */
const WEEK: Array< Array< [ number, number ] > > = [
	[],
	[
		[ 8 * 60, 12 * 60 ],
		[ 13 * 60, 18 * 60 ],
	],
	[ [ 9 * 60, 17 * 60 ] ],
	[],
	[ [ 9 * 60, 17 * 60 ] ],
	[ [ 9 * 60, 17 * 60 ] ],
	[ [ 10 * 60, 14 * 60 ] ],
];

/** Today on the site's clock (the site's time zone is UTC) and whether the business is open. */
function expectedNow() {
	const now = new Date();
	const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
	const day = now.getUTCDay();
	return {
		today: ENGLISH_DAYS[ day ],
		open: WEEK[ day ].some(
			( [ start, end ] ) => start <= minutes && minutes < end
		),
	};
}

/** Today's row also says whether the business is open now. */
function withStatus(
	name: string,
	hours: string,
	today: string,
	open: boolean
) {
	if ( name !== today ) {
		return hours;
	}
	return `${ hours } ${ open ? 'Open now' : 'Closed now' }`;
}

async function setSiteLanguage( page: Page, language: string ) {
	const saved = await page.evaluate(
		( value ) =>
			window.wp.apiFetch( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { language: value },
			} ),
		language
	);
	expect( saved.language ).toBe( language );
}

async function shot( target: Page, name: string, block = false ) {
	if ( ! SHOTS ) {
		return;
	}
	const locator = block
		? canvas( target ).locator( '.wp-block-tessera-business-hours' )
		: target.locator( '.wp-block-tessera-business-hours' );
	await locator.screenshot( { path: `${ SHOTS }/${ name }.png` } );
}

async function pageShot( target: Page, name: string ) {
	if ( SHOTS ) {
		await target.screenshot( {
			path: `${ SHOTS }/${ name }.png`,
			fullPage: true,
		} );
	}
}

function dayRows( target: Page ) {
	return target
		.locator( '.wp-block-tessera-business-hours__day' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				[
					row.querySelector( 'dt' )?.firstChild?.textContent,
					row.querySelector( 'dd' )?.textContent,
				].map( ( text ) =>
					( text ?? '' ).replace( /\s+/g, ' ' ).trim()
				)
			)
		);
}

test( 'a person sets a week of business hours; visitors see it in the site language', async ( {
	page,
	pageProblems,
	browser,
} ) => {
	await signIn( page );
	await openNewPost( page );
	await setTitle( page, 'Opening hours' );
	await insertBlockFromInserter( page, 'business hours', 'Business Hours' );

	const block = canvas( page ).locator( '.wp-block-tessera-business-hours' );
	const day = ( name: string ) =>
		block.getByRole( 'group', { name, exact: true } );
	await expect( day( 'Sunday' ) ).toBeVisible();
	await expect(
		block.locator( '.wp-block-tessera-business-hours__day-name' )
	).toHaveText( ENGLISH_DAYS );

	// Monday: two intervals, 08:00–12:00 and 13:00–18:00.
	const monday = day( 'Monday' );
	await expect(
		monday.getByRole( 'button', { name: 'Remove Hours' } )
	).toHaveCount( 0 );
	await monday.getByLabel( 'Monday Opening' ).fill( '08:00' );
	await monday.getByLabel( 'Monday Closing' ).fill( '12:00' );
	await monday.getByRole( 'button', { name: 'Add Hours' } ).click();
	await expect( monday.getByLabel( 'Monday, hours 2 Opening' ) ).toHaveValue(
		''
	);
	await expect(
		monday.getByRole( 'button', { name: 'Remove Hours' } )
	).toHaveCount( 2 );
	// An overlapping interval is kept but flagged, until it is corrected.
	await monday.getByLabel( 'Monday, hours 2 Opening' ).fill( '11:00' );
	await monday.getByLabel( 'Monday, hours 2 Closing' ).fill( '18:00' );
	await expect(
		monday.getByText( 'Some of these hours overlap.' )
	).toBeVisible();
	await shot( page, 'editor-selected-warning', true );
	await monday.getByLabel( 'Monday, hours 2 Opening' ).fill( '13:00' );
	await expect(
		monday.getByText( 'Some of these hours overlap.' )
	).toHaveCount( 0 );

	// Tuesday: an interval added and removed again.
	const tuesday = day( 'Tuesday' );
	await tuesday.getByRole( 'button', { name: 'Add Hours' } ).click();
	await tuesday
		.getByRole( 'button', { name: 'Remove Hours' } )
		.last()
		.click();
	await expect(
		tuesday.getByRole( 'button', { name: 'Remove Hours' } )
	).toHaveCount( 0 );

	// Wednesday closed; Saturday opened (09:00–17:00), then 10:00–14:00.
	await day( 'Wednesday' ).getByRole( 'checkbox', { name: 'Open' } ).click();
	await expect(
		day( 'Wednesday' ).getByRole( 'checkbox', { name: 'Closed' } )
	).not.toBeChecked();
	await expect( day( 'Wednesday' ).getByLabel( /Opening/ ) ).toHaveCount( 0 );
	const saturday = day( 'Saturday' );
	await saturday.getByRole( 'checkbox', { name: 'Closed' } ).click();
	await expect( saturday.getByLabel( 'Saturday Opening' ) ).toHaveValue(
		'09:00'
	);
	await expect( saturday.getByLabel( 'Saturday Closing' ) ).toHaveValue(
		'17:00'
	);
	await saturday.getByLabel( 'Saturday Opening' ).fill( '10:00' );
	await saturday.getByLabel( 'Saturday Closing' ).fill( '14:00' );
	await shot( page, 'editor-selected', true );

	// Not selected: the read-only week.
	await canvas( page ).getByRole( 'textbox', { name: 'Add title' } ).click();
	await expect( block.locator( 'dt' ) ).toHaveText( ENGLISH_DAYS );
	await expect( block.locator( 'dd' ).nth( 1 ) ).toHaveText(
		/^8:00\sAM – 12:00\sPM, 1:00\sPM – 6:00\sPM$/
	);
	await expect( block.locator( 'dd' ).nth( 3 ) ).toHaveText( 'Closed' );
	await shot( page, 'editor-not-selected', true );

	const postId = await publish( page );
	pageProblems.length = 0;
	await openPost( page, postId );
	expect( await invalidBlocks( page ) ).toEqual( [] );
	await expect( block.locator( 'dt' ).first() ).toHaveText( 'Sunday' );
	expect( pageProblems ).toEqual( [] );

	// The visitor, signed out.
	// A context of its own: axe needs one (not browser.newPage()).
	const context = await browser.newContext( {
		baseURL: process.env.TESSERA_E2E_BASE_URL,
	} );
	const visitor = await context.newPage();
	const visitorProblems: string[] = [];
	visitor.on( 'pageerror', ( error ) =>
		visitorProblems.push( error.message )
	);
	visitor.on(
		'console',
		( m ) => m.type() === 'error' && visitorProblems.push( m.text() )
	);
	await visitor.goto( `/?p=${ postId }` );
	const rows = await dayRows( visitor );
	const { today, open } = expectedNow();
	expect( rows ).toEqual(
		[
			[ 'Sunday', 'Closed' ],
			[ 'Monday', '8:00 AM – 12:00 PM, 1:00 PM – 6:00 PM' ],
			[ 'Tuesday', '9:00 AM – 5:00 PM' ],
			[ 'Wednesday', 'Closed' ],
			[ 'Thursday', '9:00 AM – 5:00 PM' ],
			[ 'Friday', '9:00 AM – 5:00 PM' ],
			[ 'Saturday', '10:00 AM – 2:00 PM' ],
		].map( ( [ name, hours ] ) => [
			name,
			withStatus( name, hours, today, open ),
		] )
	);
	const todayRow = visitor.locator( '[aria-current="date"]' );
	await expect( todayRow ).toHaveCount( 1 );
	await expect( todayRow ).toHaveClass( /is-today/ );
	await expect( todayRow.locator( 'dt' ) ).toHaveText( `${ today } Today` );
	await expect(
		visitor.locator( '.wp-block-tessera-business-hours time' ).first()
	).toHaveAttribute( 'datetime', '08:00' );
	const stylesheets = await visitor
		.locator( 'link[rel="stylesheet"]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.getAttribute( 'href' ) )
		);
	expect(
		stylesheets.some( ( href ) => href?.includes( 'business-hours' ) )
	).toBe( true );
	expect(
		await seriousAxeViolations(
			visitor,
			'.wp-block-tessera-business-hours'
		)
	).toEqual( [] );
	await shot( visitor, 'visitor-en' );
	expect( visitorProblems ).toEqual( [] );

	try {
		// French: the week starts on Monday (lundi) in the editor and for visitors.
		await setSiteLanguage( page, 'fr_FR' );
		await openPost( page, postId );
		await expect( block.locator( 'dt' ).first() ).toHaveText( 'lundi' );
		await expect( block.locator( 'dt' ).last() ).toHaveText( 'dimanche' );
		await expect( block.locator( 'dd' ).first() ).toHaveText(
			'08:00 – 12:00, 13:00 – 18:00'
		);
		await block.click();
		await expect(
			block
				.locator( '.wp-block-tessera-business-hours__day-name' )
				.first()
		).toHaveText( 'lundi' );
		await shot( page, 'editor-selected-fr', true );

		await visitor.reload();
		const frenchRows = await dayRows( visitor );
		expect( frenchRows.map( ( [ name ] ) => name ) ).toEqual( [
			'lundi',
			'mardi',
			'mercredi',
			'jeudi',
			'vendredi',
			'samedi',
			'dimanche',
		] );
		expect( frenchRows[ 0 ][ 1 ] ).toMatch(
			/^08:00 – 12:00, 13:00 – 18:00/
		);
		// Tessera's strings are French for visitors too: the server render's…
		expect( frenchRows[ 6 ][ 1 ] ).toMatch( /^Fermé/ );
		await expect( todayRow.locator( 'dt' ) ).toContainText( 'Aujourd’hui' );
		await shot( visitor, 'visitor-fr' );

		// …and a view script's (the contact form's checks), whose translations the page prints
		// before it, with the site's `wp-i18n`.
		const form = await page.evaluate( () =>
			window.wp.apiFetch( {
				path: '/wp/v2/posts',
				method: 'POST',
				data: {
					title: 'Écrivez-nous',
					status: 'publish',
					content:
						'<!-- wp:tessera/contact-form --><!-- wp:tessera/field-email {"required":true} /--><!-- /wp:tessera/contact-form -->',
				},
			} )
		);
		await visitor.goto( `/?p=${ form.id }` );
		const email = visitor.locator( '[data-tessera-field="email"] input' );
		await email.fill( 'pas-une-adresse' );
		await visitor.getByRole( 'button', { name: 'Envoyer' } ).click();
		await expect(
			visitor.locator(
				'[data-tessera-field="email"] .tessera-field__error'
			)
		).toHaveText( 'Veuillez saisir une adresse e-mail valide.' );
		await expect(
			visitor.locator( '.wp-block-tessera-contact-form__notice' )
		).toContainText( 'Veuillez corriger' );
		await pageShot( visitor, 'visitor-fr-contact-form' );
		expect( visitorProblems ).toEqual( [] );

		// The localized week fails to load: the editor falls back to its own day names, translated
		// as the rest of the editor (French here), Sunday first.
		await page.route( LOCALIZED_WEEK, ( route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'internal_server_error',
					message: 'Failed on purpose.',
					data: { status: 500 },
				} ),
			} )
		);
		await openPost( page, postId );
		await expect( block.locator( 'dt' ) ).toHaveText( [
			'Dimanche',
			'Lundi',
			'Mardi',
			'Mercredi',
			'Jeudi',
			'Vendredi',
			'Samedi',
		] );
		await page.unroute( LOCALIZED_WEEK );
	} finally {
		await setSiteLanguage( page, 'en_US' );
	}
	await context.close();
} );
