import { createSingleValueSave } from '../../../shared/contact-blocks/single-value-save';
import PhoneView from './components/phone-view';

/** The saved phone block, with or without microdata (see createSingleValueSave). */
export const createSave = ( withMicrodata: boolean ) =>
	createSingleValueSave( 'phone', PhoneView, withMicrodata );

export default createSave( true );
