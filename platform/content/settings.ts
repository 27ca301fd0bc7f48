import type { Db } from '../store/db';
import { changeStamp } from '../store/change-stamp';
import { getOption, updateOption } from '../store/options';
import type { JsonSchema } from './json-schema';
import { own } from './own';
import { PLAN_SLUGS } from '../../shared/plans/catalog';

interface SettingDefinition {
	/** The option it is stored in (WordPress's option name). */
	option: string;
	schema: JsonSchema;
	default: unknown;
}

export const PLANS = PLAN_SLUGS;
export const SITE_TYPES = [ 'simple', 'atomic', 'self-hosted' ] as const;

/** The settings the REST API exposes, named as /wp/v2/settings names them. */
export const SETTINGS: Record< string, SettingDefinition > = {
	title: {
		option: 'blogname',
		default: 'Tessera',
		schema: {
			type: 'string',
			title: 'Title',
			description: 'Site title.',
			maxLength: 255,
		},
	},
	description: {
		option: 'blogdescription',
		default: '',
		schema: {
			type: 'string',
			title: 'Tagline',
			description: 'Site tagline.',
			maxLength: 1000,
		},
	},
	url: {
		option: 'siteurl',
		default: '',
		schema: {
			type: 'string',
			title: '',
			description: 'Site URL.',
			format: 'uri',
			readonly: true,
		},
	},
	email: {
		option: 'admin_email',
		default: 'admin@localhost.test',
		schema: {
			type: 'string',
			title: '',
			description:
				'This address is used for admin purposes, like new user notification.',
			format: 'email',
		},
	},
	timezone: {
		option: 'timezone_string',
		default: 'UTC',
		schema: {
			type: 'string',
			title: '',
			description: 'A city in the same timezone as you.',
			maxLength: 100,
		},
	},
	date_format: {
		option: 'date_format',
		default: 'F j, Y',
		schema: {
			type: 'string',
			title: '',
			description: 'A date format for all date strings.',
			maxLength: 100,
		},
	},
	time_format: {
		option: 'time_format',
		default: 'g:i a',
		schema: {
			type: 'string',
			title: '',
			description: 'A time format for all time strings.',
			maxLength: 100,
		},
	},
	start_of_week: {
		option: 'start_of_week',
		default: 1,
		schema: {
			type: 'integer',
			title: '',
			description:
				'A day number of the week that the week should start on.',
			minimum: 0,
			maximum: 6,
		},
	},
	language: {
		option: 'WPLANG',
		default: 'en_US',
		schema: {
			type: 'string',
			title: 'Site Language',
			description: 'WordPress locale code.',
			pattern: '^[a-z]{2,3}(_[A-Z]{2})?$',
		},
	},
	use_smilies: {
		option: 'use_smilies',
		default: true,
		schema: {
			type: 'boolean',
			title: '',
			description:
				'Convert emoticons like :-) and :-P to graphics on display.',
		},
	},
	default_category: {
		option: 'default_category',
		default: 1,
		schema: {
			type: 'integer',
			title: '',
			description: 'Default post category.',
		},
	},
	default_post_format: {
		option: 'default_post_format',
		default: '',
		schema: {
			type: 'string',
			title: '',
			description: 'Default post format.',
		},
	},
	posts_per_page: {
		option: 'posts_per_page',
		default: 10,
		schema: {
			type: 'integer',
			title: 'Maximum posts per page',
			description: 'Blog pages show at most.',
			minimum: 1,
			maximum: 100,
		},
	},
	show_on_front: {
		option: 'show_on_front',
		default: 'posts',
		schema: {
			type: 'string',
			title: 'Show on front',
			description: 'What to show on the front page',
			enum: [ 'posts', 'page' ],
		},
	},
	page_on_front: {
		option: 'page_on_front',
		default: 0,
		schema: {
			type: 'integer',
			title: 'Page on front',
			description:
				'The ID of the page that should be displayed on the front page',
		},
	},
	page_for_posts: {
		option: 'page_for_posts',
		default: 0,
		schema: {
			type: 'integer',
			title: '',
			description:
				'The ID of the page that should display the latest posts',
		},
	},
	default_ping_status: {
		option: 'default_ping_status',
		default: 'open',
		schema: {
			type: 'string',
			title: '',
			description:
				'Allow link notifications from other blogs (pingbacks and trackbacks) on new articles.',
			enum: [ 'open', 'closed' ],
		},
	},
	default_comment_status: {
		option: 'default_comment_status',
		default: 'open',
		schema: {
			type: 'string',
			title: 'Allow comments on new posts',
			description: 'Allow people to submit comments on new posts.',
			enum: [ 'open', 'closed' ],
		},
	},
	site_logo: {
		option: 'site_logo',
		default: 0,
		schema: { type: 'integer', title: 'Logo', description: 'Site logo.' },
	},
	site_icon: {
		option: 'site_icon',
		default: 0,
		schema: { type: 'integer', title: 'Icon', description: 'Site icon.' },
	},
	tessera_plan: {
		option: 'tessera_plan',
		default: 'free',
		schema: {
			type: 'string',
			title: 'Plan',
			description: "The site's plan; some extensions need a paid one.",
			enum: [ ...PLANS ],
		},
	},
	tessera_site_type: {
		option: 'tessera_site_type',
		default: 'self-hosted',
		schema: {
			type: 'string',
			title: 'Site type',
			description: 'Where the site is hosted.',
			enum: [ ...SITE_TYPES ],
		},
	},
	tessera_beta_blocks: {
		option: 'tessera_beta_blocks',
		default: false,
		schema: {
			type: 'boolean',
			title: 'Beta blocks',
			description: 'Turn on the extensions listed as beta.',
		},
	},
};

export type SiteSettings = Record< string, unknown > & {
	title: string;
	description: string;
	timezone: string;
	date_format: string;
	time_format: string;
	language: string;
	posts_per_page: number;
	default_category: number;
	tessera_plan: ( typeof PLANS )[ number ];
	tessera_site_type: ( typeof SITE_TYPES )[ number ];
	tessera_beta_blocks: boolean;
};

/** Every setting's stored value (or default). `url` is the address the site is reached at. */
/** The settings last read from each database, kept while its change stamp stays the same. */
const lastRead = new WeakMap<
	Db,
	{ stamp: string; settings: Record< string, unknown > }
>();

/** The site's settings: read once per change of the database (a page asks many times). */
export function getSettings( db: Db, origin = '' ): SiteSettings {
	const stamp = changeStamp( db );
	let held = lastRead.get( db );
	if ( held?.stamp !== stamp ) {
		const settings: Record< string, unknown > = {};
		for ( const [ name, def ] of Object.entries( SETTINGS ) ) {
			settings[ name ] = getOption( db, def.option, def.default );
		}
		held = { stamp, settings };
		lastRead.set( db, held );
	}
	// A deep copy: a caller that changes what it got cannot change what the next one gets.
	return {
		...structuredClone( held.settings ),
		url: origin,
	} as unknown as SiteSettings;
}

export function getSetting< K extends keyof SiteSettings >(
	db: Db,
	name: K
): SiteSettings[ K ] {
	const def = SETTINGS[ name as string ];
	return getOption( db, def.option, def.default ) as SiteSettings[ K ];
}

/** Stores the given settings; the caller validated them and runs this inside a transaction. */
export function updateSettings(
	db: Db,
	changes: Record< string, unknown >
): void {
	for ( const [ name, value ] of Object.entries( changes ) ) {
		const def = own( SETTINGS, name );
		if ( def && ! def.schema.readonly ) {
			updateOption( db, def.option, value );
		}
	}
}
