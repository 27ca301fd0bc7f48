import { useState } from '@wordpress/element';
import { resolveRedirect } from './resolve-redirect';

interface ResolvedEmbedOptions {
	/** The saved address. */
	url: string | undefined;
	/** Whether the saved attributes already make an embed (the URL form is shown otherwise). */
	embedded: boolean;
	/** Whether a typed address is worth resolving at all. */
	accepts: ( typed: string ) => boolean;
	/** Saves what the resolved address makes; false when it is not embeddable after all. */
	onResolved: ( resolved: string ) => boolean;
	/** Clears what a failed embed leaves behind. */
	onFail: () => void;
}

/**
 * The URL form's state for an embed whose address is followed through redirects before it is
 * saved: what is typed, whether the form is open, the resolving spinner and the failure notice.
 *
 * @param options What the block accepts, and how it saves or clears its attributes.
 */
export function useResolvedEmbed( options: ResolvedEmbedOptions ) {
	const { url, embedded, accepts, onResolved, onFail } = options;
	const [ value, setValue ] = useState( url ?? '' );
	const [ isEditingUrl, setIsEditingUrl ] = useState( ! embedded );
	const [ isResolving, setIsResolving ] = useState( false );
	const [ cannotEmbed, setCannotEmbed ] = useState( false );

	const fail = () => {
		onFail();
		setCannotEmbed( true );
		setIsEditingUrl( true );
	};

	const embed = () => {
		const typed = value.trim();
		if ( ! accepts( typed ) ) {
			fail();
			return;
		}
		setIsResolving( true );
		resolveRedirect( typed )
			.then( ( resolved ) => {
				if ( ! onResolved( resolved ) ) {
					fail();
					return;
				}
				setCannotEmbed( false );
				setIsEditingUrl( false );
			} )
			.catch( fail )
			.finally( () => setIsResolving( false ) );
	};

	return {
		value,
		setValue,
		isEditingUrl,
		setIsEditingUrl,
		isResolving,
		cannotEmbed,
		embed,
	};
}
