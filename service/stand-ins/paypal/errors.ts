/** PayPal's error bodies: a name, a message, the issues, a debug id and a link to the docs. */
import { randomBytes } from 'node:crypto';

export interface ApiAnswer {
	status: number;
	body: Record< string, unknown >;
}

const MESSAGES: Record< string, string > = {
	INVALID_REQUEST:
		'Request is not well-formed, syntactically incorrect, or violates schema.',
	UNPROCESSABLE_ENTITY:
		'The requested action could not be performed, semantically incorrect, or failed business validation.',
	RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
	AUTHENTICATION_FAILURE:
		'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
};

export function apiError(
	status: number,
	name: keyof typeof MESSAGES,
	issue: string,
	description: string,
	field?: string
): ApiAnswer {
	return {
		status,
		body: {
			name,
			message: MESSAGES[ name ],
			debug_id: randomBytes( 7 ).toString( 'hex' ),
			details: [
				{
					...( field ? { field, location: 'body' } : {} ),
					issue,
					description,
				},
			],
			links: [
				{
					href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${ issue }`,
					rel: 'information_link',
					method: 'GET',
				},
			],
		},
	};
}
