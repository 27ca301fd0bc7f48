import type { AppContext } from '../../../platform/context';
import { userCan } from '../../../platform/auth/capabilities';
import { ACTIVE_THEME } from '../../content/theme';
import { themeJson } from '../../../platform/content/theme-json';
import {
	RestError,
	forbidden,
	requireCapability,
} from '../../../platform/rest/errors';
import { contextArg } from '../../rest/common-args';
import type { RestRequest } from '../../../platform/rest/types';
import type { RestServer } from '../../../platform/rest/server';
import { PATTERN_CATEGORIES } from './pattern-categories';
import {
	blockPatterns,
	restPattern,
} from '../../content/block-patterns/registry';
import { getRoutes, type GetRoute } from './common/get-route';

const canEditPosts = ( code: string, message: string ) =>
	requireCapability( 'edit_posts', code, message );

/** Block patterns: the theme's own; the categories are WordPress's core ones. */
function registerPatterns( get: GetRoute ): void {
	get(
		'/block-patterns/patterns',
		canEditPosts(
			'rest_cannot_view',
			'Sorry, you are not allowed to view the registered block patterns.'
		),
		() => blockPatterns().map( restPattern )
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
}

/** Templates and template parts: a classic theme has none. */
function registerTemplates( get: GetRoute ): void {
	const templates = canEditPosts(
		'rest_cannot_manage_templates',
		'Sorry, you are not allowed to access the templates on this site.'
	);
	const templateArgs = {
		context: contextArg( 'view', { described: false } ),
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
}

/** Global styles: the active theme's presets, and no style variations. */
function registerGlobalStyles( get: GetRoute ): void {
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
}

/** The block directory cannot be reached from here: searching it finds nothing. */
function registerBlockDirectory( get: GetRoute ): void {
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
}

/**
 * What the post editor asks for at start-up besides posts: block patterns (the theme's), templates (none: the
 * theme is classic), global styles (the theme's presets), the block directory (not reachable
 * here), fonts (none installed).
 */
export function registerEditorSupport(
	rest: RestServer,
	_ctx: AppContext
): void {
	const get = getRoutes( rest );
	registerPatterns( get );
	registerTemplates( get );
	registerGlobalStyles( get );
	registerBlockDirectory( get );
	const fonts = requireCapability(
		'edit_theme_options',
		'rest_cannot_read',
		'Sorry, you are not allowed to access font families.'
	);
	get( '/font-families', fonts, () => [] );
	get( '/font-collections', fonts, () => [] );
}
