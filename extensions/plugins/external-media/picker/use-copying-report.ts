import { useEffect } from '@wordpress/element';

/** Tells the modal when copying starts and stops (its title and description follow). */
export function useCopyingReport(
	copying: boolean,
	report: ( copying: boolean ) => void
): void {
	useEffect( () => report( copying ), [ copying, report ] );
}
