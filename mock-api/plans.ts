import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthUser } from './auth/types';
import type {
	EditorInitialState,
	ExtensionAvailability,
} from '../shared/availability/types';
import {
	PLAN_CATALOG,
	isPlanSlug,
	planIncludes,
	type PlanSlug,
} from '../shared/plans/catalog';
import type { Db } from './store/db';
import { getSettings } from './content/settings';
import { ALLOWED_MIME_TYPES } from './content/mime-types';

export type PlanRequirements = Record< string, PlanSlug >;

/**
 * Which plan each extension needs. An extension not listed here is free. Later paid blocks add
 * their slug with the lowest plan that includes them (for example `'simple-payments': 'premium'`).
 * `core/*` entries gate features of WordPress's own blocks (audio uploads, video covers and video
 * uploads); they are listed in the editor's `available_blocks` as Jetpack lists them.
 */
export const PLAN_REQUIREMENTS: PlanRequirements = {
	'rating-star': 'free',
	markdown: 'free',
	'social-previews': 'business',
	'core/audio': 'personal',
	'core/cover': 'premium',
	'core/video': 'premium',
};

/** The top-level media types a plan gates, by the `core/*` feature that needs the plan. */
const MEDIA_TYPE_FEATURES: Record< string, string > = {
	audio: 'core/audio',
	video: 'core/video',
};

/**
 * The table in force: PLAN_REQUIREMENTS with the site's overrides on top (TESSERA_PLAN_REQUIREMENTS,
 * for demos and tests that need a paid extension).
 *
 * @param overrides Extension slug => plan.
 */
export function planRequirements(
	overrides: PlanRequirements = {}
): PlanRequirements {
	return { ...PLAN_REQUIREMENTS, ...overrides };
}

/**
 * Parses TESSERA_PLAN_REQUIREMENTS: `slug:plan` pairs separated by commas
 * (`markdown:premium,rating-star:business`). Throws on anything else, naming the bad pair.
 *
 * @param value The environment variable.
 */
export function parsePlanRequirements(
	value: string | undefined
): PlanRequirements {
	const table: PlanRequirements = {};
	for ( const pair of ( value ?? '' ).split( ',' ) ) {
		if ( ! pair.trim() ) {
			continue;
		}
		const [ slug, plan, ...rest ] = pair
			.split( ':' )
			.map( ( s ) => s.trim() );
		if ( ! slug || ! isPlanSlug( plan ) || rest.length ) {
			throw new Error(
				`TESSERA_PLAN_REQUIREMENTS: "${ pair }" is not "slug:plan" with a plan among free, personal, premium, business, ecommerce.`
			);
		}
		table[ slug ] = plan;
	}
	return table;
}

interface ExtensionLists {
	production: string[];
	beta: string[];
	experimental: string[];
}

export function extensionLists(): ExtensionLists {
	return JSON.parse(
		readFileSync(
			join( __dirname, '..', 'extensions', 'index.json' ),
			'utf8'
		)
	) as ExtensionLists;
}

/** Beta extensions are on when the site setting or TESSERA_BETA_BLOCKS=1 says so. */
export function betaEnabled(
	db: Db,
	options: { betaBlocks?: boolean }
): boolean {
	return (
		!! options.betaBlocks || getSettings( db ).tessera_beta_blocks === true
	);
}

export function extensionAvailability(
	slug: string,
	plan: PlanSlug,
	requirements: PlanRequirements = PLAN_REQUIREMENTS
): ExtensionAvailability {
	const required = requirements[ slug ] ?? 'free';
	if ( planIncludes( plan, required ) ) {
		return { available: true };
	}
	return {
		available: false,
		unavailable_reason: 'missing_plan',
		details: { required_plan: required },
	};
}

/**
 * get_allowed_mime_types() for a site on `plan`: audio and video uploads need the plans of
 * `core/audio` and `core/video`.
 *
 * @param plan         The site's plan.
 * @param requirements The requirement table in force.
 */
export function allowedMimeTypesFor(
	plan: PlanSlug,
	requirements: PlanRequirements = PLAN_REQUIREMENTS
): Record< string, string > {
	return Object.fromEntries(
		Object.entries( ALLOWED_MIME_TYPES ).filter( ( [ , mime ] ) => {
			const feature = MEDIA_TYPE_FEATURES[ mime.split( '/' )[ 0 ] ];
			return (
				! feature ||
				extensionAvailability( feature, plan, requirements ).available
			);
		} )
	);
}

export interface InitialStateOptions {
	betaBlocks?: boolean;
	/** TESSERA_PLAN_REQUIREMENTS, on top of PLAN_REQUIREMENTS. */
	planRequirements?: PlanRequirements;
	/** `http://host:port` of the request. */
	origin: string;
}

/**
 * The editor initial state (spec part 3, section 3) for this site and user: every production
 * extension (and beta ones when beta is on) and every plan-gated core feature with its
 * availability, the flags, the site fragment, the allowed upload types, the plan and the site type.
 */
export function editorInitialState(
	db: Db,
	user: AuthUser,
	options: InitialStateOptions
): EditorInitialState {
	const settings = getSettings( db, options.origin );
	const plan = settings.tessera_plan;
	const requirements = planRequirements( options.planRequirements );
	const beta = betaEnabled( db, options );
	const lists = extensionLists();
	const slugs = [
		...lists.production,
		...( beta ? lists.beta : [] ),
		...Object.keys( requirements ).filter( ( slug ) =>
			slug.startsWith( 'core/' )
		),
	];
	const availableBlocks: Record< string, ExtensionAvailability > = {};
	for ( const slug of slugs ) {
		availableBlocks[ slug ] = extensionAvailability(
			slug,
			plan,
			requirements
		);
	}
	return {
		available_blocks: availableBlocks,
		tessera: {
			is_active: true,
			is_current_user_connected: !! user,
			is_offline_mode: false,
			is_private_site: false,
			enable_upgrade_nudge:
				plan !== 'ecommerce' &&
				settings.tessera_site_type !== 'self-hosted',
		},
		siteFragment: new URL( options.origin ).host,
		allowedMimeTypes: allowedMimeTypesFor( plan, requirements ),
		plan: { ...PLAN_CATALOG[ plan ] },
		site_type: settings.tessera_site_type,
		beta_extensions: beta,
	};
}
