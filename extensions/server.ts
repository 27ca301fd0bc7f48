/**
 * The blocks the server renders (the analogue of PHP render callbacks), read by mock-api for the
 * visitor page and /wp/v2/block-renderer. One entry per block with a render.ts; keep it sorted.
 */
import type { ServerBlockModule } from '../shared/server-render/types';
import businessHoursMetadata from './blocks/business-hours/block.json';
import { render as renderBusinessHours } from './blocks/business-hours/render';
import buttonMetadata from './blocks/button/block.json';
import { render as renderButton } from './blocks/button/render';
import calendlyMetadata from './blocks/calendly/block.json';
import { render as renderCalendly } from './blocks/calendly/render';
import contactFormMetadata from './blocks/contact-form/block.json';
import { render as renderContactForm } from './blocks/contact-form/render';
import fieldCheckboxMetadata from './blocks/field-checkbox/block.json';
import { render as renderFieldCheckbox } from './blocks/field-checkbox/render';
import fieldCheckboxMultipleMetadata from './blocks/field-checkbox-multiple/block.json';
import { render as renderFieldCheckboxMultiple } from './blocks/field-checkbox-multiple/render';
import fieldConsentMetadata from './blocks/field-consent/block.json';
import { render as renderFieldConsent } from './blocks/field-consent/render';
import fieldDateMetadata from './blocks/field-date/block.json';
import { render as renderFieldDate } from './blocks/field-date/render';
import fieldEmailMetadata from './blocks/field-email/block.json';
import { render as renderFieldEmail } from './blocks/field-email/render';
import fieldNameMetadata from './blocks/field-name/block.json';
import { render as renderFieldName } from './blocks/field-name/render';
import fieldRadioMetadata from './blocks/field-radio/block.json';
import { render as renderFieldRadio } from './blocks/field-radio/render';
import fieldSelectMetadata from './blocks/field-select/block.json';
import { render as renderFieldSelect } from './blocks/field-select/render';
import fieldTelephoneMetadata from './blocks/field-telephone/block.json';
import { render as renderFieldTelephone } from './blocks/field-telephone/render';
import fieldTextMetadata from './blocks/field-text/block.json';
import { render as renderFieldText } from './blocks/field-text/render';
import fieldTextareaMetadata from './blocks/field-textarea/block.json';
import { render as renderFieldTextarea } from './blocks/field-textarea/render';
import fieldUrlMetadata from './blocks/field-url/block.json';
import { render as renderFieldUrl } from './blocks/field-url/render';
import markdownMetadata from './blocks/markdown/block.json';
import { render as renderMarkdown } from './blocks/markdown/render';
import ratingStarMetadata from './blocks/rating-star/block.json';
import { render as renderRatingStar } from './blocks/rating-star/render';

export const serverBlocks: ServerBlockModule[] = [
	{ metadata: businessHoursMetadata, render: renderBusinessHours },
	{ metadata: buttonMetadata, render: renderButton },
	{ metadata: calendlyMetadata, render: renderCalendly },
	{ metadata: contactFormMetadata, render: renderContactForm },
	{ metadata: fieldCheckboxMetadata, render: renderFieldCheckbox },
	{
		metadata: fieldCheckboxMultipleMetadata,
		render: renderFieldCheckboxMultiple,
	},
	{ metadata: fieldConsentMetadata, render: renderFieldConsent },
	{ metadata: fieldDateMetadata, render: renderFieldDate },
	{ metadata: fieldEmailMetadata, render: renderFieldEmail },
	{ metadata: fieldNameMetadata, render: renderFieldName },
	{ metadata: fieldRadioMetadata, render: renderFieldRadio },
	{ metadata: fieldSelectMetadata, render: renderFieldSelect },
	{ metadata: fieldTelephoneMetadata, render: renderFieldTelephone },
	{ metadata: fieldTextMetadata, render: renderFieldText },
	{ metadata: fieldTextareaMetadata, render: renderFieldTextarea },
	{ metadata: fieldUrlMetadata, render: renderFieldUrl },
	{ metadata: markdownMetadata, render: renderMarkdown },
	{ metadata: ratingStarMetadata, render: renderRatingStar },
];
