/**
 * The field blocks, registered with the form as its child blocks (shared/loader registers a
 * module's childBlocks after it). Owned by the field blocks; keep the list sorted.
 */
import type { BlockModule } from '../../../shared/loader/types';
import * as fieldCheckbox from '../field-checkbox';
import * as fieldCheckboxMultiple from '../field-checkbox-multiple';
import * as fieldConsent from '../field-consent';
import * as fieldDate from '../field-date';
import * as fieldEmail from '../field-email';
import * as fieldName from '../field-name';
import * as fieldRadio from '../field-radio';
import * as fieldSelect from '../field-select';
import * as fieldTelephone from '../field-telephone';
import * as fieldText from '../field-text';
import * as fieldTextarea from '../field-textarea';
import * as fieldUrl from '../field-url';

export const fieldBlocks: BlockModule[] = [
	fieldCheckbox,
	fieldCheckboxMultiple,
	fieldConsent,
	fieldDate,
	fieldEmail,
	fieldName,
	fieldRadio,
	fieldSelect,
	fieldTelephone,
	fieldText,
	fieldTextarea,
	fieldUrl,
];
