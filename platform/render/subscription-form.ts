/**
 * The `[tessera_subscription_form]` shortcode the subscription form block saves: the visitor's
 * form with the site's count of confirmed subscribers and, on the page the form returned to, the
 * outcome of the sign-up.
 */
import type { Db } from '../store/db';
import { getSettings } from '../content/settings';
import { countConfirmedSubscribers } from '../store/site-subscribers';
import type { ShortcodeHandler } from '../content/formatting/shortcodes';
import metadata from '../../extensions/blocks/subscriptions/block.json';
import {
	attributesFromShortcode,
	isSubscribeOutcome,
	OUTCOME_QUERY_ARG,
	SHORTCODE,
	subscriptionFormHtml,
} from '../../extensions/blocks/subscriptions/server';

// The first version's button text is still read from posts not opened since.
const KNOWN_OPTIONS = [
	...Object.keys( metadata.attributes ),
	'subscribeButton',
];

export function subscriptionFormShortcode(
	db: Db,
	postId: number,
	query: unknown
): [ string, ShortcodeHandler ] {
	let instance = 0;
	const asked =
		query && typeof query === 'object'
			? ( query as Record< string, unknown > )[ OUTCOME_QUERY_ARG ]
			: undefined;
	return [
		SHORTCODE,
		( atts ) => {
			instance++;
			return subscriptionFormHtml(
				attributesFromShortcode( atts, KNOWN_OPTIONS ),
				{
					count: countConfirmedSubscribers( db ),
					postId,
					instance,
					locale: getSettings( db ).language,
					// The outcome is shown once, at the first form of the page.
					outcome:
						instance === 1 && isSubscribeOutcome( asked )
							? asked
							: undefined,
				}
			);
		},
	];
}
