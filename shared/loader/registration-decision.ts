import type { EditorInitialState } from '../availability/types';
import { getExtensionAvailability, isBetaEnabled } from '../availability';
import type { ExtensionStatus } from './release';

export type TitleLabel = 'beta' | 'paid';

export type RegistrationDecision =
	| { register: false; why: 'not-released' | 'unavailable' }
	| { register: true; labels: TitleLabel[]; waitsForConnection?: true };

/** What kind of extension is decided on: a block can say why it waits, a plugin has no place to. */
type ExtensionKind = 'block' | 'plugin';

/**
 * Whether an extension is registered in this editor, and which labels its title gets:
 * production extensions always, beta ones when the site turns beta on, nothing else; then an
 * unavailable extension is left out, unless only the plan is missing (it registers, labelled
 * "paid", and its upgrade banner explains) or it is a block waiting for the site's connection to
 * the Tessera service (it registers, so that posts holding it stay valid, and says why it waits
 * instead of its edit).
 *
 * @param slug   Extension slug (its folder name).
 * @param status Its status, from its block.json or plugin.json.
 * @param state  The editor initial state.
 * @param kind   A block or an editor plugin.
 */
export function getRegistrationDecision(
	slug: string,
	status: ExtensionStatus,
	state: EditorInitialState | undefined,
	kind: ExtensionKind = 'block'
): RegistrationDecision {
	const isBeta = status === 'beta';
	const released =
		status === 'production' || ( isBeta && isBetaEnabled( state ) );
	if ( ! released ) {
		return { register: false, why: 'not-released' };
	}

	const labels: TitleLabel[] = isBeta ? [ 'beta' ] : [];
	const availability = getExtensionAvailability( slug, state );
	if ( ! availability.available ) {
		if (
			availability.unavailable_reason === 'missing_connection' &&
			kind === 'block'
		) {
			return { register: true, labels, waitsForConnection: true };
		}
		if ( availability.unavailable_reason !== 'missing_plan' ) {
			return { register: false, why: 'unavailable' };
		}
		labels.push( 'paid' );
	}
	return { register: true, labels };
}
