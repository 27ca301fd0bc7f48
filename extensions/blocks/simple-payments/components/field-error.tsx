/** A field's error under it, announced when it appears. */
export function FieldError( { id, error }: { id: string; error?: string } ) {
	if ( ! error ) {
		return null;
	}
	return (
		<p id={ id } className="simple-payments__error" role="alert">
			{ error }
		</p>
	);
}
