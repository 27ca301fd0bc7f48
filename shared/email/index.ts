export { isEmailValid } from './is-email-valid';
export { recipientListError } from './recipient-list-error';
