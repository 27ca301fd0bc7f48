/** The thank-you heading left at its English block.json default, translated. */
import { blockTexts } from '../../../shared/locale/default-text';
import { messages } from '../../../shared/form-submission/messages';
import metadata from './block.json';

export const shownText = blockTexts( metadata.attributes, {
	customThankyouHeading: messages.sent,
} );
