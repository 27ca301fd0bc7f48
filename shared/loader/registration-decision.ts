import type { EditorInitialState } from '../availability/types';
import { getExtensionAvailability, isBetaEnabled } from '../availability';

/** The contents of extensions/index.json. */
export interface ExtensionLists {
	production: string[];
	beta: string[];
	experimental: string[];
}

export type TitleLabel = 'beta' | 'paid';

export type RegistrationDecision =
	| { register: false; why: 'not-released' | 'unavailable' }
	| { register: true; labels: TitleLabel[] };

/**
 * Whether an extension is registered in this editor, and which labels its title gets:
 * production extensions always, beta ones when the site turns beta on, nothing else; then an
 * unavailable extension is left out, unless only the plan is missing (it registers, labelled
 * "paid", and its upgrade banner explains).
 *
 * @param slug  Extension slug, as in extensions/index.json.
 * @param lists extensions/index.json.
 * @param state The editor initial state.
 */
export function getRegistrationDecision(
	slug: string,
	lists: ExtensionLists,
	state: EditorInitialState | undefined
): RegistrationDecision {
	const isBeta = lists.beta.includes( slug );
	const released =
		lists.production.includes( slug ) ||
		( isBeta && isBetaEnabled( state ) );
	if ( ! released ) {
		return { register: false, why: 'not-released' };
	}

	const labels: TitleLabel[] = isBeta ? [ 'beta' ] : [];
	const availability = getExtensionAvailability( slug, state );
	if ( ! availability.available ) {
		if ( availability.unavailable_reason !== 'missing_plan' ) {
			return { register: false, why: 'unavailable' };
		}
		labels.push( 'paid' );
	}
	return { register: true, labels };
}
