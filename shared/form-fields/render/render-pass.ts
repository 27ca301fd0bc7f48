/**
 * What the render callbacks of one page render share. Blocks render depth first and a form's
 * fields render before the form itself, so counting forms and fields as they render gives each
 * field its form and its position there, and each form its position in the post: the same
 * numbers the server finds when it reads the stored post again on submission. A field or form
 * whose output is kept takes its place in its renderKey, which runs whether the render does or not.
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

/** A field's form, its position there, and what the error summary links to once it renders. */
interface FieldPlace {
	form: FormAddress;
	index: number;
	rendered: RenderedField;
}

interface CompletedForm {
	form: FormAddress;
	fields: RenderedField[];
}

interface RenderPass {
	formsRendered: number;
	fields: RenderedField[];
	result?: FormResult | null;
	/** Taken by a field's or form's renderKey, for the render that follows it. */
	takenField?: FieldPlace;
	takenForm?: CompletedForm;
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

function takeFieldPlace(
	pass: RenderPass,
	context: BlockRenderContext
): FieldPlace {
	const rendered = { name: '', label: '', elementId: '' };
	pass.fields.push( rendered );
	return {
		form: { postId: context.postId ?? 0, index: pass.formsRendered },
		index: pass.fields.length - 1,
		rendered,
	};
}

function takeForm(
	pass: RenderPass,
	context: BlockRenderContext
): CompletedForm {
	const form = { postId: context.postId ?? 0, index: pass.formsRendered };
	const fields = pass.fields;
	pass.formsRendered += 1;
	pass.fields = [];
	return { form, fields };
}

/** Whether this page shows the outcome of a submission sent without JavaScript. */
function showsResult( context: BlockRenderContext ): boolean {
	return isResultToken( context.query?.[ RESULT_QUERY_ARG ] );
}

/**
 * A field block's renderKey: it takes the field's place in its form (called once for each field
 * rendered, kept or not), and the field's output depends on nothing else but that place, unless
 * the page shows a submission's outcome (its values and errors).
 */
export function fieldRenderKey( context: BlockRenderContext ): string | null {
	const pass = passOf( context );
	pass.takenField = takeFieldPlace( pass, context );
	const { form, index } = pass.takenField;
	return showsResult( context ) ? null : `${ form.index }.${ index }`;
}

/** The form block's renderKey: it completes the form (as fieldRenderKey takes a field's place). */
export function formRenderKey( context: BlockRenderContext ): string | null {
	const pass = passOf( context );
	pass.takenForm = takeForm( pass, context );
	return showsResult( context ) ? null : String( pass.takenForm.form.index );
}

/** The place of the field rendering now: the one its renderKey took, or the next one. */
export function fieldPlace( context: BlockRenderContext ): FieldPlace {
	const pass = passOf( context );
	const place = pass.takenField ?? takeFieldPlace( pass, context );
	pass.takenField = undefined;
	return place;
}

/** Called by the form's render: its address and the fields rendered inside it. */
export function completeForm( context: BlockRenderContext ): CompletedForm {
	const pass = passOf( context );
	const completed = pass.takenForm ?? takeForm( pass, context );
	pass.takenForm = undefined;
	return completed;
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
