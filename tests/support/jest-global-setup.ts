import { ADMIN_PASSWORD } from '../../wp-stand-in/test/helpers';
import {
	buildSiteTemplate,
	SITE_TEMPLATE_ENV,
} from '../../wp-stand-in/test/support/site-template';

/** Builds the run's site template; jest's workers inherit its address through the environment. */
export default async function globalSetup() {
	process.env[ SITE_TEMPLATE_ENV ] =
		await buildSiteTemplate( ADMIN_PASSWORD );
}
