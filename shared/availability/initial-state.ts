import type {
	EditorFlags,
	EditorInitialState,
	ExtensionAvailability,
	Plan,
	PlanSlug,
	SiteType,
} from './types';
import { PLAN_CATALOG } from '../plans/catalog';

/**
 * The editor initial state the server printed, or undefined outside the editor (or when the
 * server printed none). Every reader takes the state as an optional argument so that it can
 * be tested without touching `window`.
 */
export function getInitialState(): EditorInitialState | undefined {
	return typeof window === 'undefined'
		? undefined
		: window.Tessera_Editor_Initial_State;
}

const UNKNOWN: ExtensionAvailability = {
	available: false,
	unavailable_reason: 'unknown',
};

/**
 * How an extension stands on this site. An extension the server does not mention is
 * unavailable for an unknown reason: the server lists every extension it allows.
 *
 * @param slug  Extension slug, `rating-star` (not `tessera/rating-star`).
 * @param state Initial state (defaults to the page's).
 */
export function getExtensionAvailability(
	slug: string,
	state = getInitialState()
): ExtensionAvailability {
	const entry = state?.available_blocks?.[ slug ];
	if ( ! entry ) {
		return UNKNOWN;
	}
	if ( entry.available ) {
		return entry;
	}
	return {
		...entry,
		unavailable_reason: entry.unavailable_reason ?? 'unknown',
	};
}

export function isExtensionAvailable(
	slug: string,
	state = getInitialState()
): boolean {
	return getExtensionAvailability( slug, state ).available;
}

/** The plan an unavailable extension needs, when the reason is the plan. */
export function getRequiredPlan(
	slug: string,
	state = getInitialState()
): PlanSlug | undefined {
	const availability = getExtensionAvailability( slug, state );
	return availability.unavailable_reason === 'missing_plan'
		? availability.details?.required_plan
		: undefined;
}

/** One of the site flags (`is_active`, `is_private_site`, ...); false when absent. */
export function getEditorFlag(
	flag: keyof EditorFlags,
	state = getInitialState()
): boolean {
	return state?.tessera?.[ flag ] === true;
}

export function isBetaEnabled( state = getInitialState() ): boolean {
	return state?.beta_extensions === true;
}

/** The site's plan; `free` when the state does not say. */
export function getPlanSlug( state = getInitialState() ): PlanSlug {
	return state?.plan?.product_slug ?? 'free';
}

/** The site's plan with its name and checkout path; the free plan when the state does not say. */
export function getPlan( state = getInitialState() ): Plan {
	return PLAN_CATALOG[ getPlanSlug( state ) ];
}

/** The upload types the site allows (WordPress's `extension|list => mime` shape). */
export function getAllowedMimeTypes(
	state = getInitialState()
): Record< string, string > {
	return state?.allowedMimeTypes ?? {};
}

/** The kind of site; `self-hosted` (a site of its own, as this one is) when the state does not say. */
export function getSiteType( state = getInitialState() ): SiteType {
	return state?.site_type ?? 'self-hosted';
}

export function getSiteFragment( state = getInitialState() ): string {
	return state?.siteFragment ?? '';
}
