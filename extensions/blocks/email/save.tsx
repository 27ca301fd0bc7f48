import { createSingleValueSave } from '../../../shared/contact-blocks/single-value-save';
import EmailView from './components/email-view';

/** The saved email block, with or without microdata (see createSingleValueSave). */
export const createSave = ( withMicrodata: boolean ) =>
	createSingleValueSave( 'email', EmailView, withMicrodata );

export default createSave( true );
