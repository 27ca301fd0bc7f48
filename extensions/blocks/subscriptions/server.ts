// What the service and the visitor page need of the subscription form: its markup, where it
// posts, the outcome a visitor comes back with, and the shortcode an older post saved.
export { SUBSCRIBE_ACTION, subscriptionFormHtml } from './form-html';
export {
	isSubscribeOutcome,
	OUTCOME_QUERY_ARG,
	type SubscribeOutcome,
} from './outcome';
export { attributesFromShortcode, SHORTCODE } from './shortcode';
