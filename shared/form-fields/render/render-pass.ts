/**
 * What the render callbacks of one page render share. Blocks render depth first and a form's
 * fields render before the form itself, so counting forms and fields as they render gives each
 * field its form and its position there, and each form its position in the post: the same
 * numbers the server finds when it reads the stored post again on submission.
 */
import type { BlockRenderContext } from '../../server-render/types';
import type { FormAddress } from '../../form-submission/form-id';
import { formKey } from '../../form-submission/form-id';
import {
	RESULT_QUERY_ARG,
	isResultToken,
	parseFormResult,
	resultTransientName,
	type FormResult,
} from '../../form-submission/form-result';

/** A field as the form's error summary links to it. */
export interface RenderedField {
	name: string;
	label: string;
	elementId: string;
}

interface RenderPass {
	formsRendered: number;
	fields: RenderedField[];
	result?: FormResult | null;
}

// Keyed by the context object, which one page render passes to every block.
const passes = new WeakMap< BlockRenderContext, RenderPass >();

function passOf( context: BlockRenderContext ): RenderPass {
	let pass = passes.get( context );
	if ( ! pass ) {
		pass = { formsRendered: 0, fields: [] };
		passes.set( context, pass );
	}
	return pass;
}

/** The form the next field belongs to, and that field's position in it. */
export function nextField( context: BlockRenderContext ): {
	form: FormAddress;
	index: number;
} {
	const pass = passOf( context );
	return {
		form: { postId: context.postId ?? 0, index: pass.formsRendered },
		index: pass.fields.length,
	};
}

export function fieldRendered(
	context: BlockRenderContext,
	field: RenderedField
): void {
	passOf( context ).fields.push( field );
}

/** Called by the form's render: its address and the fields rendered inside it. */
export function completeForm( context: BlockRenderContext ): {
	form: FormAddress;
	fields: RenderedField[];
} {
	const pass = passOf( context );
	const form = { postId: context.postId ?? 0, index: pass.formsRendered };
	const fields = pass.fields;
	pass.formsRendered += 1;
	pass.fields = [];
	return { form, fields };
}

/** The outcome of a submission without JavaScript that this page load shows, for this form. */
export function formResultFor(
	context: BlockRenderContext,
	form: FormAddress
): FormResult | null {
	const pass = passOf( context );
	if ( pass.result === undefined ) {
		const token = context.query?.[ RESULT_QUERY_ARG ];
		pass.result =
			isResultToken( token ) && context.transient
				? parseFormResult(
						context.transient( resultTransientName( token ) )
					)
				: null;
	}
	return pass.result?.form === formKey( form ) ? pass.result : null;
}
