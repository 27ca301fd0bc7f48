/**
 * What may be placed inside a form: Markdown and the listed WordPress blocks, the field blocks
 * and the submit button. No subhead block: WordPress removed core/subhead (it was deprecated in
 * 5.x and is no longer registered), so a heading or a paragraph does its job.
 */
export const FIELD_BLOCKS = [
	'tessera/field-text',
	'tessera/field-name',
	'tessera/field-email',
	'tessera/field-url',
	'tessera/field-date',
	'tessera/field-telephone',
	'tessera/field-textarea',
	'tessera/field-checkbox',
	'tessera/field-consent',
	'tessera/field-checkbox-multiple',
	'tessera/field-radio',
	'tessera/field-select',
];

const CONTENT_BLOCKS = [
	'tessera/markdown',
	'core/paragraph',
	'core/image',
	'core/heading',
	'core/gallery',
	'core/list',
	'core/quote',
	'core/shortcode',
	'core/audio',
	'core/code',
	'core/cover',
	'core/file',
	'core/html',
	'core/separator',
	'core/spacer',
	'core/table',
	'core/verse',
	'core/video',
];

export const SUBMIT_BUTTON_BLOCK = 'tessera/button';

export const ALLOWED_BLOCKS = [
	...CONTENT_BLOCKS,
	...FIELD_BLOCKS,
	SUBMIT_BUTTON_BLOCK,
];
