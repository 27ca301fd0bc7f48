import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { maxColumns } from '../layout/columns';
import { MAX_ROUNDED_CORNERS, hasColumnsSetting } from '../settings';
import type { GalleryLink, GalleryStyle } from '../types';

interface Props {
	style: GalleryStyle;
	count: number;
	columns: number;
	corners: number;
	linkTo: GalleryLink;
	onColumns: ( value: number ) => void;
	onCorners: ( value: number ) => void;
	onLinkTo: ( value: GalleryLink ) => void;
}

export default function GallerySettings( props: Props ) {
	const { style, count } = props;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Tiled Gallery settings', 'tessera' ) }>
				{ hasColumnsSetting( style, count ) && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Columns', 'tessera' ) }
						value={ props.columns }
						min={ 1 }
						max={ maxColumns( count ) }
						onChange={ ( value ) =>
							value !== undefined && props.onColumns( value )
						}
					/>
				) }
				{ style !== 'circle' && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Rounded corners', 'tessera' ) }
						value={ props.corners }
						min={ 0 }
						max={ MAX_ROUNDED_CORNERS }
						onChange={ ( value ) => props.onCorners( value ?? 0 ) }
					/>
				) }
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Link to', 'tessera' ) }
					value={ props.linkTo }
					options={ [
						{
							value: 'attachment',
							label: __( 'Attachment Page', 'tessera' ),
						},
						{
							value: 'media',
							label: __( 'Media File', 'tessera' ),
						},
						{ value: 'none', label: __( 'None', 'tessera' ) },
					] }
					onChange={ ( value ) =>
						props.onLinkTo( value as GalleryLink )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
