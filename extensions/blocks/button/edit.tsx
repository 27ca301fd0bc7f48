import {
	BlockAlignmentControl,
	BlockControls,
	RichText,
	useBlockProps,
	withColors,
	type ColorProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { useGradient } from '../../../shared/block-editor/experimental';
import { buttonAppearance, styleObject } from './appearance';
import ButtonInspector from './components/button-inspector';
import {
	safeAlignment,
	safeBorderRadius,
	safeWidth,
	widthAfterAlignment,
} from './rules';
import { singleLineText } from '../../../shared/button-text/plain-text';
import type { ButtonAttributes } from './types';
import { usePassthroughAttributes } from './use-passthrough-attributes';

type Props = BlockEditProps< ButtonAttributes > & ColorProps;

function ButtonEdit( props: Props ) {
	const { attributes, setAttributes, clientId, textColor, backgroundColor } =
		props;
	usePassthroughAttributes( clientId, attributes, setAttributes );
	const { gradientValue, setGradient } = useGradient( {
		gradientAttribute: 'gradient',
		customGradientAttribute: 'customGradient',
	} );
	const align = safeAlignment( attributes.align );
	const appearance = buttonAppearance( attributes );
	const blockProps = useBlockProps( {
		className: appearance.wrapperClassName,
		style: styleObject( appearance.wrapperStyle ),
	} );
	// Presets are written as classes, which the canvas styles; custom values come as styles.
	const linkStyle = {
		...styleObject( appearance.linkStyle ),
		...( backgroundColor.color || ! gradientValue
			? { backgroundColor: backgroundColor.color }
			: { background: gradientValue } ),
		color: textColor.color,
	};

	const changeAlignment = ( next?: string ) => {
		const nextAlign = safeAlignment( next );
		setAttributes( {
			align: nextAlign,
			width: widthAfterAlignment( attributes.width, nextAlign ),
		} );
	};

	return (
		<>
			<BlockControls group="block">
				<BlockAlignmentControl
					value={ align }
					onChange={ changeAlignment }
					controls={ [ 'left', 'center', 'right' ] }
				/>
			</BlockControls>
			<ButtonInspector
				textColor={ textColor.color }
				backgroundColor={ backgroundColor.color }
				gradient={ gradientValue }
				onTextColorChange={ props.setTextColor }
				onBackgroundColorChange={ props.setBackgroundColor }
				onGradientChange={ setGradient }
				borderRadius={ safeBorderRadius( attributes.borderRadius ) }
				onBorderRadiusChange={ ( value?: number ) =>
					setAttributes( { borderRadius: safeBorderRadius( value ) } )
				}
				align={ align }
				width={ safeWidth( attributes.width, align ) }
				onWidthChange={ ( width?: string ) =>
					setAttributes( { width: safeWidth( width, align ) } )
				}
			/>
			<div { ...blockProps }>
				<RichText
					identifier="text"
					tagName="div"
					aria-label={ __( 'Button text', 'tessera' ) }
					className={ appearance.linkClassName }
					style={ linkStyle }
					value={ attributes.text ?? '' }
					placeholder={
						attributes.placeholder || __( 'Add text…', 'tessera' )
					}
					allowedFormats={ [] }
					withoutInteractiveFormatting
					disableLineBreaks
					onChange={ ( text: string ) =>
						setAttributes( { text: singleLineText( text ) } )
					}
				/>
			</div>
		</>
	);
}

export default withColors(
	{ backgroundColor: 'background-color' },
	{ textColor: 'color' }
)( ButtonEdit );
