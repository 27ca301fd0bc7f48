import { normaliseRequestUrl } from '../../../platform/rest/request-target';
import { isAnsweredPath } from '../answered-paths';

/** As the service checks a request: normalised first, as the site's router reads it. */
const answered = ( url: string ) =>
	isAnsweredPath( normaliseRequestUrl( url ) );

describe( 'isAnsweredPath', () => {
	it.each( [
		'/wp-json/wpcom/v2/business-hours/localized-week',
		'/wp-json/jetpack/v4/jetpack_crm',
		'/wp-json/wp/v2/feedback',
		'/wp-json/wp/v2/feedback/12',
		'/?rest_route=/wpcom/v2/subscribers/count',
		'/tessera/v1/site/render',
		'/contact-form/12/0',
		'/tessera-subscribe/confirm?email=a%40b.c&token=x',
		'/stand-ins/api.mapbox.com/styles/v1/a/b',
		'/wp-admin/options-general.php?page=sharing',
		'/wp-admin/options-general.php?page=sharing&disconnected=1',
		'/keyring/connect/twitter',
	] )( 'answers %s', ( url ) => {
		expect( answered( url ) ).toBe( true );
	} );

	it.each( [
		'/wp-json/wp/v2/settings',
		'/?rest_route=/wp/v2/settings',
		'/wp-json/wp/v2/feedbackx',
		'/contact-form/../wp-json/wp/v2/settings',
		'/contact-form/%2e%2e/wp-json/wp/v2/users',
		'/wp-json/wpcom%2f..%2f..%2fwp/v2/settings',
		'/stand-ins%5c..%5cwp-admin/',
		'/wp-admin/edit.php?post_type=feedback',
		'/wp-admin/options-general.php?page=general',
		'/wp-admin/options-general.php?page=sharing&page=general',
		'/wp-admin/options-general.php',
		'/wp-login.php',
		'/%zz',
	] )( 'refuses %s', ( url ) => {
		expect( answered( url ) ).toBe( false );
	} );
} );
