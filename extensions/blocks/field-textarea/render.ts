/**
 * Server render of the Message field: the shared field markup (shared/form-fields/render), with
 * the visitor's value and error after a submission sent without JavaScript.
 */
import {
	renderField,
	type RenderableFieldAttributes,
} from '../../../shared/form-fields/render/field';
import type { RenderCallback } from '../../../shared/server-render/types';

export { fieldRenderKey as renderKey } from '../../../shared/form-fields/render/render-pass';

export const render: RenderCallback< RenderableFieldAttributes > = (
	attributes,
	_content,
	context
) => renderField( 'textarea', attributes, context );
