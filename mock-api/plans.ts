import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthUser } from './auth/types';
import type {
	EditorInitialState,
	ExtensionAvailability,
	PlanSlug,
} from '../shared/availability/types';
import type { Db } from './store/db';
import { getSettings, PLANS } from './content/settings';
import { ALLOWED_MIME_TYPES } from './content/mime-types';

/**
 * Which plan each extension needs. An extension not listed here is free. Later paid blocks add
 * their slug with the lowest plan that includes them (for example `'simple-payments': 'premium'`).
 */
export const PLAN_REQUIREMENTS: Record< string, PlanSlug > = {
	'rating-star': 'free',
	markdown: 'free',
};

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

/** Whether `plan` includes everything `required` does (plans are ordered free → ecommerce). */
export function planIncludes( plan: PlanSlug, required: PlanSlug ): boolean {
	return PLANS.indexOf( plan ) >= PLANS.indexOf( required );
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
	plan: PlanSlug
): ExtensionAvailability {
	const required = PLAN_REQUIREMENTS[ slug ] ?? 'free';
	if ( planIncludes( plan, required ) ) {
		return { available: true };
	}
	return {
		available: false,
		unavailable_reason: 'missing_plan',
		details: { required_plan: required },
	};
}

export interface InitialStateOptions {
	betaBlocks?: boolean;
	/** `http://host:port` of the request. */
	origin: string;
}

/**
 * The editor initial state (spec part 3, section 3) for this site and user: every production
 * extension (and beta ones when beta is on) with its availability, the flags, the site fragment,
 * the allowed upload types, the plan and the site type.
 */
export function editorInitialState(
	db: Db,
	user: AuthUser,
	options: InitialStateOptions
): EditorInitialState {
	const settings = getSettings( db, options.origin );
	const plan = settings.tessera_plan;
	const beta = betaEnabled( db, options );
	const lists = extensionLists();
	const slugs = [ ...lists.production, ...( beta ? lists.beta : [] ) ];
	const availableBlocks: Record< string, ExtensionAvailability > = {};
	for ( const slug of slugs ) {
		availableBlocks[ slug ] = extensionAvailability( slug, plan );
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
		allowedMimeTypes: { ...ALLOWED_MIME_TYPES },
		plan: { product_slug: plan },
		site_type: settings.tessera_site_type,
		beta_extensions: beta,
	};
}
