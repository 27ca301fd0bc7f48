// What the service's Mailchimp sign-up needs of the block: where the form posts, and its fields.
export {
	SIGNUP_ACTION,
	SIGNUP_QUERY_ARG,
	signupElementId,
} from './signup-address';
export { mergeTag } from './rules';
export type { MailchimpAttributes } from './types';
