/**
 * The sign-up on the visitor page, with JavaScript: the address is sent with fetch to the same
 * route as without (asking for JSON) while the processing message shows; then the success
 * message replaces the form, or the error message shows and the form stays.
 */
const BLOCK_CLASS = 'wp-block-tessera-mailchimp';

function show( notice: HTMLElement, kind: string, text: string ): void {
	notice.className = `${ BLOCK_CLASS }_notification is-visible ${ BLOCK_CLASS }_${ kind }`;
	notice.setAttribute( 'role', kind === 'error' ? 'alert' : 'status' );
	notice.textContent = text;
	notice.hidden = false;
}

function enhance( block: HTMLElement ): void {
	const form = block.querySelector( 'form' );
	const notice = block.querySelector< HTMLElement >(
		`.${ BLOCK_CLASS }_notification`
	);
	if ( ! form || ! notice ) {
		return;
	}
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		const body = new URLSearchParams();
		new FormData( form ).forEach( ( value, name ) =>
			body.append( name, String( value ) )
		);
		show( notice, 'processing', block.dataset.processing ?? '' );
		form.setAttribute( 'aria-busy', 'true' );
		window
			.fetch( form.action, {
				method: 'POST',
				headers: { Accept: 'application/json' },
				body,
				credentials: 'same-origin',
			} )
			.then( ( response ) => {
				if ( ! response.ok ) {
					throw new Error( String( response.status ) );
				}
				form.remove();
				show( notice, 'success', block.dataset.success ?? '' );
			} )
			.catch( () => show( notice, 'error', block.dataset.error ?? '' ) )
			.finally( () => form.removeAttribute( 'aria-busy' ) );
	} );
}

document
	.querySelectorAll< HTMLElement >( `.${ BLOCK_CLASS }` )
	.forEach( enhance );
