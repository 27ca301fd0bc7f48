import type { AuthUser } from '../auth/types';
import type {
	EditorInitialState,
	ExtensionAvailability,
} from '../../shared/availability/types';
import {
	PLAN_CATALOG,
	isPlanSlug,
	planIncludes,
	type PlanSlug,
} from '../../shared/plans/catalog';
import type { ExtensionStatus } from '../../shared/loader/release';
import { extensionCatalog } from '../../extensions/catalog';
import type { Db } from '../store/db';
import { getSettings } from './settings';
import { isUserConnected } from './user-connection';
import { ALLOWED_MIME_TYPES } from './mime-types';

export type PlanRequirements = Record< string, PlanSlug >;

/**
 * The features of WordPress's own blocks that need a plan: audio uploads, video covers and video
 * uploads. They are listed in the editor's `available_blocks` as Jetpack lists them. Tessera's
 * own extensions declare their plan in their folder (`tessera.plan` in block.json or plugin.json).
 */
const CORE_FEATURE_PLANS: PlanRequirements = {
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
 * The table in force: each extension's own plan and the core features' plans, with the site's
 * overrides on top (TESSERA_PLAN_REQUIREMENTS, for demos and tests that need a paid extension).
 * An extension the table does not name is free.
 *
 * @param overrides Extension slug => plan.
 */
export function planRequirements(
	overrides: PlanRequirements = {}
): PlanRequirements {
	return {
		...Object.fromEntries(
			extensionCatalog().map( ( entry ) => [ entry.slug, entry.plan ] )
		),
		...CORE_FEATURE_PLANS,
		...overrides,
	};
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
	requirements: PlanRequirements = planRequirements()
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
	requirements: PlanRequirements = planRequirements()
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
	/** TESSERA_PLAN_REQUIREMENTS, on top of the extensions' and core features' own plans. */
	planRequirements?: PlanRequirements;
	/** `http://host:port` of the request. */
	origin: string;
}

/**
 * The editor initial state for this site and user: every production extension (and beta ones
 * when beta is on) and every plan-gated core feature with its availability, the flags, the site
 * fragment, the allowed upload types, the plan and the site type.
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
	const released = ( status: ExtensionStatus ) =>
		extensionCatalog()
			.filter( ( entry ) => entry.status === status )
			.map( ( entry ) => entry.slug );
	const slugs = [
		...released( 'production' ),
		...( beta ? released( 'beta' ) : [] ),
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
			is_current_user_connected:
				!! user &&
				isUserConnected( db, user.id, settings.tessera_site_type ),
			is_offline_mode: false,
			is_private_site: false,
			// Every site type here buys its plans from the same store, so nudges follow the plan
			// alone: only the top plan has nothing left to upgrade to.
			enable_upgrade_nudge: plan !== 'ecommerce',
		},
		siteFragment: new URL( options.origin ).host,
		allowedMimeTypes: allowedMimeTypesFor( plan, requirements ),
		plan: { ...PLAN_CATALOG[ plan ] },
		site_type: settings.tessera_site_type,
		beta_extensions: beta,
	};
}
