import type { AppContext } from '../../context';
import { userCan } from '../../auth/capabilities';
import { ACTIVE_THEME } from '../../content/theme';
import { themeJson } from '../../content/theme-json';
import { RestError, forbidden } from '../../rest/errors';
import type { RestRequest } from '../../rest/types';
import type { RestServer } from '../../rest/server';

/** WordPress's core block pattern categories. */
const PATTERN_CATEGORIES: [ string, string, string ][] = [
	[ 'banner', 'Banners', 'Bold sections designed to showcase key content.' ],
	[
		'buttons',
		'Buttons',
		'Patterns that contain buttons and call to actions.',
	],
	[
		'columns',
		'Columns',
		'Multi-column patterns with more complex layouts.',
	],
	[ 'text', 'Text', 'Patterns containing mostly text.' ],
	[
		'query',
		'Posts',
		'Display your latest posts in lists, grids or other layouts.',
	],
	[ 'featured', 'Featured', 'A set of high quality curated patterns.' ],
	[
		'call-to-action',
		'Call to action',
		'Sections whose purpose is to trigger a specific action.',
	],
	[ 'team', 'Team', 'A variety of designs to display your team members.' ],
	[
		'testimonials',
		'Testimonials',
		'Share reviews and feedback about your brand/business.',
	],
	[
		'services',
		'Services',
		'Briefly describe what your business does and how you can help.',
	],
	[ 'contact', 'Contact', 'Display your contact information.' ],
	[ 'about', 'About', 'Introduce yourself.' ],
	[ 'portfolio', 'Portfolio', 'Showcase your latest work.' ],
	[ 'gallery', 'Gallery', 'Different layouts for displaying images.' ],
	[ 'media', 'Media', 'Different layouts containing video or audio.' ],
	[ 'videos', 'Videos', 'Different layouts containing videos.' ],
	[ 'audio', 'Audio', 'Different layouts containing audio.' ],
	[
		'posts',
		'Posts',
		'Display your latest posts in lists, grids or other layouts.',
	],
	[
		'footer',
		'Footers',
		'A variety of footer designs displaying information and site navigation.',
	],
	[
		'header',
		'Headers',
		'A variety of header designs displaying your site title and navigation.',
	],
];

const canEditPosts =
	( code: string, message: string ) => ( request: RestRequest ) =>
		userCan( request.user, 'edit_posts' ) ||
		forbidden( code, message, request.user );

/**
 * What the post editor asks for at start-up besides posts: block patterns, templates (none: the
 * theme is classic), global styles (the theme's presets), the block directory (not reachable here).
 */
export function registerEditorSupport(
	rest: RestServer,
	_ctx: AppContext
): void {
	const get = (
		route: string,
		permission: ( r: RestRequest ) => true | RestError,
		handler: ( r: RestRequest ) => unknown,
		args = {}
	) =>
		rest.register( {
			namespace: 'wp/v2',
			route,
			endpoints: [
				{
					methods: [ 'GET' ],
					args,
					permission,
					handler: ( r ) => ( { data: handler( r ) } ),
				},
			],
		} );

	get(
		'/block-patterns/patterns',
		canEditPosts(
			'rest_cannot_view',
			'Sorry, you are not allowed to view the registered block patterns.'
		),
		() => []
	);
	get(
		'/block-patterns/categories',
		canEditPosts(
			'rest_cannot_view',
			'Sorry, you are not allowed to view the registered block pattern categories.'
		),
		() =>
			PATTERN_CATEGORIES.map( ( [ name, label, description ] ) => ( {
				name,
				label,
				description,
			} ) )
	);

	const templates = canEditPosts(
		'rest_cannot_manage_templates',
		'Sorry, you are not allowed to access the templates on this site.'
	);
	const templateArgs = {
		context: {
			type: 'string',
			enum: [ 'view', 'embed', 'edit' ],
			default: 'view',
		},
		wp_id: { type: 'integer' },
		area: { type: 'string' },
		post_type: { type: 'string' },
	};
	for ( const base of [ 'templates', 'template-parts' ] ) {
		get( `/${ base }`, templates, () => [], templateArgs );
		// A classic theme has no block templates: WordPress answers the lookup with an empty object.
		get( `/${ base }/lookup`, templates, () => ( {} ), {
			slug: { type: 'string', maxLength: 200 },
			is_custom: { type: 'boolean' },
			template_prefix: { type: 'string', maxLength: 200 },
		} );
		get( `/${ base }/(?P<id>[\\w.-]+\\/\\/[\\w.%-]+)`, templates, () => {
			throw new RestError(
				'rest_template_not_found',
				'No templates exist with that id.',
				404
			);
		} );
	}

	const globalStyles = canEditPosts(
		'rest_cannot_read_global_styles',
		'Sorry, you are not allowed to access the global styles on this site.'
	);
	const theme = ( request: RestRequest ) => {
		if ( request.params.stylesheet !== ACTIVE_THEME.stylesheet ) {
			throw new RestError(
				'rest_theme_not_found',
				'Theme not found.',
				404
			);
		}
	};
	get(
		'/global-styles/themes/(?P<stylesheet>[\\w.-]+)',
		globalStyles,
		( request ) => {
			theme( request );
			return {
				...themeJson(),
				_links: {
					self: [
						{
							href: `${ request.origin }/wp-json/wp/v2/global-styles/themes/${ ACTIVE_THEME.stylesheet }`,
						},
					],
				},
			};
		}
	);
	get(
		'/global-styles/themes/(?P<stylesheet>[\\w.-]+)/variations',
		globalStyles,
		( request ) => {
			theme( request );
			return [];
		}
	);

	get(
		'/block-directory/search',
		( request ) =>
			( userCan( request.user, 'install_plugins' ) &&
				userCan( request.user, 'activate_plugins' ) ) ||
			forbidden(
				'rest_block_directory_cannot_view',
				'Sorry, you are not allowed to browse the block directory.',
				request.user
			),
		() => [],
		{
			term: {
				type: 'string',
				required: true,
				minLength: 1,
				maxLength: 200,
			},
			page: { type: 'integer', default: 1, minimum: 1 },
			per_page: {
				type: 'integer',
				default: 10,
				minimum: 1,
				maximum: 100,
			},
		}
	);

	const fonts = ( request: RestRequest ) =>
		userCan( request.user, 'edit_theme_options' ) ||
		forbidden(
			'rest_cannot_read',
			'Sorry, you are not allowed to access font families.',
			request.user
		);
	get( '/font-families', fonts, () => [] );
	get( '/font-collections', fonts, () => [] );
}
