import {
	InnerBlocks,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import CalendlyControls from './components/calendly-controls';
import CalendlyPlaceholder from './components/calendly-placeholder';
import InlinePreview from './components/inline-preview';
import { BUTTON_BLOCK, innerButtonAttributes } from './inner-button';
import { isValidSchedulingUrl, parseEmbedCode } from './parse';
import type { CalendlyStyle, EmbedButtonAttributes } from './parse';
import type { CalendlyAttributes } from './types';
import { resolveRedirect } from '../../../shared/embed/resolve-redirect';
import EmbedLoading from '../../../shared/embed/embed-loading';

export default function CalendlyEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< CalendlyAttributes > ) {
	const url = isValidSchedulingUrl( attributes.url )
		? attributes.url
		: undefined;
	const style: CalendlyStyle =
		attributes.style === 'link' ? 'link' : 'inline';
	const [ embedCode, setEmbedCode ] = useState( url ?? '' );
	const [ isEditingUrl, setIsEditingUrl ] = useState( false );
	const [ isResolving, setIsResolving ] = useState( false );
	const [ error, setError ] = useState< string >();
	const [ embedButton, setEmbedButton ] = useState< EmbedButtonAttributes >(
		{}
	);
	const innerButtons = useSelect(
		( select ) =>
			select( blockEditorStore )
				.getBlocks( clientId )
				.filter( ( block ) => block.name === BUTTON_BLOCK ),
		[ clientId ]
	);
	const {
		updateBlockAttributes,
		replaceInnerBlocks,
		__unstableMarkNextChangeAsNotPersistent: notPersistent,
	} = useDispatch( blockEditorStore );
	const blockProps = useBlockProps( {
		className:
			url && ! isEditingUrl ? `calendly-style-${ style }` : undefined,
	} );

	// The link style's button is created here rather than through an InnerBlocks template
	// (deprecated); once there, it follows the block's url itself (passthroughAttributes).
	const needsButton =
		style === 'link' && !! url && ! isEditingUrl && ! isResolving;
	const hasButton = innerButtons.length > 0;
	useEffect( () => {
		if ( needsButton && ! hasButton ) {
			notPersistent();
			replaceInnerBlocks(
				clientId,
				[
					createBlock(
						BUTTON_BLOCK,
						innerButtonAttributes( { ...embedButton, url } )
					),
				],
				false
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when a button is missing.
	}, [ needsButton, hasButton ] );

	const fail = () => {
		setAttributes( { url: undefined } );
		setError(
			__(
				"Your calendar couldn't be embedded. Please double check your URL or code.",
				'tessera'
			)
		);
	};

	// A saved inline calendar is loaded again: one that no longer loads is cleared.
	useEffect( () => {
		if ( url && style === 'inline' ) {
			resolveRedirect( url ).catch( fail );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening.
	}, [] );

	const embed = () => {
		const parsed = parseEmbedCode( embedCode );
		if ( ! parsed ) {
			fail();
			return;
		}
		const { buttonAttributes, ...next } = parsed;
		if ( buttonAttributes && next.style === 'link' ) {
			setEmbedButton( buttonAttributes );
			if ( innerButtons.length > 0 ) {
				updateBlockAttributes(
					innerButtons.map( ( block ) => block.clientId ),
					buttonAttributes
				);
			}
		}
		setIsResolving( true );
		resolveRedirect( next.url )
			.then( () => {
				setAttributes( next );
				setIsEditingUrl( false );
				setError( undefined );
			} )
			.catch( fail )
			.finally( () => setIsResolving( false ) );
	};

	if ( isResolving ) {
		return (
			<div { ...blockProps }>
				<EmbedLoading />
			</div>
		);
	}

	const preview =
		style === 'inline' ? (
			<InlinePreview
				url={ url! }
				isSelected={ isSelected }
				hideEventTypeDetails={ attributes.hideEventTypeDetails }
				backgroundColor={ attributes.backgroundColor }
				primaryColor={ attributes.primaryColor }
				textColor={ attributes.textColor }
			/>
		) : (
			<InnerBlocks templateLock="all" />
		);

	return (
		<div { ...blockProps }>
			<CalendlyControls
				hasUrl={ !! url }
				isEditingUrl={ isEditingUrl }
				style={ style }
				hideEventTypeDetails={ attributes.hideEventTypeDetails }
				embedCode={ embedCode }
				onEdit={ () => setIsEditingUrl( true ) }
				onStyleChange={ ( next ) => setAttributes( { style: next } ) }
				onHideEventTypeDetailsChange={ ( hide ) =>
					setAttributes( { hideEventTypeDetails: hide } )
				}
				onEmbedCodeChange={ setEmbedCode }
				onEmbed={ embed }
			/>
			{ url && ! isEditingUrl ? (
				preview
			) : (
				<CalendlyPlaceholder
					embedCode={ embedCode }
					error={ error }
					onChange={ setEmbedCode }
					onSubmit={ embed }
				/>
			) }
		</div>
	);
}
