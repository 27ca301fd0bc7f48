import {
	removeSiteTemplate,
	SITE_TEMPLATE_ENV,
} from '../../wp-stand-in/test/support/site-template';

export default async function globalTeardown() {
	const template = process.env[ SITE_TEMPLATE_ENV ];
	if ( template ) {
		removeSiteTemplate( template );
	}
}
