/**
 * The part of the web this site can reach: every stand-in that answers for addresses on its
 * real origins. A stand-in whose addresses an embed block checks adds its resolver here.
 */
import type { HopResolver } from './follow';
import {
	SCHEDULING_ORIGIN,
	statusOf as schedulingStatus,
} from '../../stand-ins/scheduling/provider';
import { eventbriteAnswer } from '../../stand-ins/eventbrite/provider';
import { pinterestAnswer } from '../../stand-ins/pinterest/provider';

const scheduling: HopResolver = ( url ) =>
	url.origin === SCHEDULING_ORIGIN
		? { status: schedulingStatus( url ) }
		: undefined;

export const STAND_IN_WEB: HopResolver[] = [
	scheduling,
	eventbriteAnswer,
	pinterestAnswer,
];
