import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useState } from '@wordpress/element';
import { scheduled as icon } from '@wordpress/icons';
import OpentablePlaceholder from './components/placeholder';
import Preview from './components/preview';
import Settings, { WideWarning } from './components/settings';
import {
	isStyle,
	languageOf,
	parseEmbed,
	safeRids,
	styleForCount,
} from './parse';
import type { Language, WidgetStyle } from './parse';
import type { OpentableAttributes } from './types';

type Attributes = OpentableAttributes & { align?: string };

export default function OpentableEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< Attributes > ) {
	const rids = safeRids( attributes.rid );
	const style: WidgetStyle = isStyle( attributes.style )
		? attributes.style
		: 'standard';
	const lang: Language =
		attributes.lang ?? languageOf( document.documentElement.lang );
	const [ draft, setDraft ] = useState( '' );
	const [ pending, setPending ] = useState< string[] >( [] );
	const [ error, setError ] = useState( false );
	const blockProps = useBlockProps();

	const changeStyle = ( next: WidgetStyle ) => {
		// The wide widget needs the room: choosing it aligns the block wide, leaving it undoes that.
		if ( next === 'wide' ) {
			setAttributes( { style: next, align: 'wide' } );
		} else if ( style === 'wide' && attributes.align === 'wide' ) {
			setAttributes( { style: next, align: undefined } );
		} else {
			setAttributes( { style: next } );
		}
	};

	const changeRids = ( next: string[] ) =>
		setAttributes( {
			rid: next,
			style: styleForCount( style, next.length ),
		} );

	const embed = () => {
		const code = parseEmbed( draft );
		if ( code ) {
			const { style: codeStyle, ...rest } = code;
			setAttributes( { ...rest, lang: rest.lang ?? lang } );
			if ( codeStyle ) {
				changeStyle( codeStyle );
			}
			setError( false );
			return;
		}
		if ( pending.length > 0 ) {
			setAttributes( { rid: pending, lang } );
			setError( false );
			return;
		}
		setError( true );
	};

	const showWideWarning =
		style === 'wide' &&
		! [ 'wide', 'full' ].includes( attributes.align ?? '' );

	return (
		<div { ...blockProps }>
			{ rids.length > 0 && (
				<Settings
					rids={ rids }
					style={ style }
					lang={ lang }
					newtab={ attributes.newtab }
					iframe={ attributes.iframe }
					negativeMargin={ attributes.negativeMargin }
					showWideWarning={ showWideWarning }
					onRidsChange={ changeRids }
					onStyleChange={ changeStyle }
					onChange={ setAttributes }
				/>
			) }
			{ rids.length === 0 ? (
				<OpentablePlaceholder
					icon={ icon }
					rids={ pending }
					error={ error }
					onRidsChange={ setPending }
					onInputChange={ setDraft }
					onSubmit={ embed }
				/>
			) : (
				<>
					{ showWideWarning && <WideWarning /> }
					<Preview
						options={ {
							rid: rids,
							style,
							iframe: attributes.iframe,
							domain: attributes.domain,
							lang,
							newtab: attributes.newtab,
						} }
						isSelected={ isSelected }
					/>
				</>
			) }
		</div>
	);
}
