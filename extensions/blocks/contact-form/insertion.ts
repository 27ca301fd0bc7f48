/**
 * Where new blocks go in a form: a field belongs above the submit button. Whatever inserted it (the
 * form's '+', the quick or full inserter with the button selected, a slash command typed after the
 * button, a paste), a field that newly appears below the first submit button is moved to just
 * above it. Blocks that were already there (moved on purpose) stay where the person put them.
 */
import { FIELD_BLOCKS } from './allowed-blocks';
import { isSubmitButton, type ChildBlock } from './consent';

export interface FormChild extends ChildBlock {
	clientId: string;
}

export interface FieldMove {
	clientIds: string[];
	/** The index the fields take: the submit button's, which then moves down below them. */
	index: number;
}

const FIELDS = new Set( FIELD_BLOCKS );

/**
 * @param known    Client IDs the form held before this change.
 * @param children The form's children now, in order.
 * @return The new fields to move above the submit button, or null when nothing must move.
 */
export function fieldsBelowSubmit(
	known: ReadonlySet< string >,
	children: readonly FormChild[]
): FieldMove | null {
	const button = children.findIndex( isSubmitButton );
	if ( button === -1 ) {
		return null;
	}
	const clientIds = children
		.slice( button + 1 )
		.filter(
			( child ) =>
				FIELDS.has( child.name ) && ! known.has( child.clientId )
		)
		.map( ( child ) => child.clientId );
	return clientIds.length ? { clientIds, index: button } : null;
}
