/**
 * The visitor's requests a WordPress site forwards to the service (plugin/includes/forward.php),
 * by path prefix: where the blocks' forms post, the links in the service's e-mails, the payment
 * providers' returns and webhooks, the third-party stand-ins the service's pages load, and the
 * store where an owner changes the site's plan (the upgrade nudges lead there), the owner's
 * earnings page, and the page where a user links their account to WordPress.com.
 */
import { FORM_ACTION_BASE } from '../../shared/form-submission/form-id';
import { SUBSCRIBE_ACTION } from '../../extensions/blocks/subscriptions/server';
import { SIGNUP_ACTION } from '../../extensions/blocks/mailchimp/server';
import { LIKES_ACTION_BASE } from '../features/likes/pages';
import { EARNINGS_PATH } from '../features/memberships/earnings';
import { AUTHORIZE_PATH } from '../features/user-connection/paths';
import {
	CHECKOUT_PATH,
	RETURN_PATH,
} from '../features/simple-payments/checkout';
import { WEBHOOK_PATH as CARD_WEBHOOK } from '../stand-ins/stripe/hosts';
import { WEBHOOK_PATH as PAYPAL_WEBHOOK } from '../stand-ins/paypal/hosts';

/** The store stand-in's pages (service/stand-ins/wpcom-checkout). */
const STORE_PLANS_BASE = '/plans/';
const STORE_CHECKOUT_BASE = '/checkout/';
/** The keyring stand-in's pages (service/stand-ins/keyring/pages.ts). */
const KEYRING_BASE = '/keyring/';

export const VISITOR_PATHS: readonly string[] = [
	FORM_ACTION_BASE,
	SUBSCRIBE_ACTION,
	SIGNUP_ACTION,
	LIKES_ACTION_BASE,
	CHECKOUT_PATH,
	RETURN_PATH,
	CARD_WEBHOOK,
	PAYPAL_WEBHOOK,
	'/stand-ins/',
	STORE_PLANS_BASE,
	STORE_CHECKOUT_BASE,
	// The owner's earnings, a page of the service as WordPress.com's is (administrators only).
	EARNINGS_PATH,
	// Connecting a social account from the Sharing screen (the keyring's authorization pages).
	KEYRING_BASE,
	// Linking a user's account to WordPress.com (the connect link of /jetpack/v4/connection/url).
	AUTHORIZE_PATH,
];
