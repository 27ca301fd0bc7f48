import { ADMIN_PASSWORD } from '../../mock-api/test/helpers';
import {
	buildSiteTemplate,
	SITE_TEMPLATE_ENV,
} from '../../mock-api/test/support/site-template';

/** Builds the run's site template; jest's workers inherit its address through the environment. */
export default async function globalSetup() {
	process.env[ SITE_TEMPLATE_ENV ] =
		await buildSiteTemplate( ADMIN_PASSWORD );
}
