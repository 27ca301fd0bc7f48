/**
 * The stand-in for the WordPress.org plugin directory (`plugins_api( 'plugin_information' )`): the
 * plugins a site may install from the editor, with the header data `get_plugin_data()` reads from
 * their main file once installed. Only the plugins the contact form's integrations offer are listed;
 * any other slug is "Plugin not found.", as the directory answers.
 */
export interface DirectoryPlugin {
	slug: string;
	/** The main file without `.php`, as the REST API names plugins. */
	file: string;
	name: string;
	version: string;
	author: string;
	authorUri: string;
	pluginUri: string;
	description: string;
	requiresWp: string;
	requiresPhp: string;
	textdomain: string;
}

const CRM_PLUGIN_SLUG = 'zero-bs-crm';
export const CRM_PLUGIN_FILE = 'zero-bs-crm/ZeroBSCRM';
const NEWSLETTER_PLUGIN_SLUG = 'creative-mail-by-constant-contact';
export const NEWSLETTER_PLUGIN_FILE =
	'creative-mail-by-constant-contact/creative-mail-plugin';

const PLUGINS: DirectoryPlugin[] = [
	{
		slug: CRM_PLUGIN_SLUG,
		file: CRM_PLUGIN_FILE,
		name: 'Jetpack CRM',
		version: '6.4.1',
		author: 'Automattic',
		authorUri: 'https://jetpackcrm.com',
		pluginUri: 'https://jetpackcrm.com',
		description:
			'Jetpack CRM is the simplest CRM for WordPress. Self host your own Customer Relationship Manager using WP.',
		requiresWp: '6.0',
		requiresPhp: '7.4',
		textdomain: 'zero-bs-crm',
	},
	{
		slug: NEWSLETTER_PLUGIN_SLUG,
		file: NEWSLETTER_PLUGIN_FILE,
		name: 'Creative Mail by Constant Contact',
		version: '1.6.9',
		author: 'Constant Contact',
		authorUri: 'https://www.constantcontact.com',
		pluginUri:
			'https://wordpress.org/plugins/creative-mail-by-constant-contact/',
		description:
			'Free email marketing designed specifically for WordPress, Jetpack and WooCommerce. Send newsletters, promotions and updates to your contacts.',
		requiresWp: '4.6',
		requiresPhp: '7.2',
		textdomain: 'creative-mail-by-constant-contact',
	},
];

export function findBySlug( slug: string ): DirectoryPlugin | undefined {
	return PLUGINS.find( ( plugin ) => plugin.slug === slug );
}

export function findByFile( file: string ): DirectoryPlugin | undefined {
	return PLUGINS.find( ( plugin ) => plugin.file === file );
}
