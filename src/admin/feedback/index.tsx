/**
 * The Feedback screen's script (its own entry, loaded on that page only): WordPress's DataViews
 * over the `/wp/v2/feedback` collection, signed with the REST nonce the page prints.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot } from '@wordpress/element';
import { FeedbackInbox } from './inbox';
import '@wordpress/components/build-style/style.css';
import '@wordpress/dataviews/build-style/style.css';
import './style.scss';

const root = document.getElementById( 'tessera-feedback-inbox' );
if ( root ) {
	apiFetch.use( apiFetch.createNonceMiddleware( root.dataset.nonce ?? '' ) );
	apiFetch.use( apiFetch.createRootURLMiddleware( '/wp-json/' ) );
	createRoot( root ).render( <FeedbackInbox /> );
}
