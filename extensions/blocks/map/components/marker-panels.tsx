import {
	Button,
	PanelBody,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { editPoint, removePoint, type MapPoint } from '../points';

interface Props {
	points: MapPoint[];
	onChange: ( points: MapPoint[] ) => void;
}

/** One panel per marker: its title, its caption, and a button that deletes it. */
export function MarkerPanels( { points, onChange }: Props ) {
	return (
		<>
			{ points.map( ( point ) => (
				<PanelBody
					key={ point.id }
					title={ point.placeTitle || point.title }
					initialOpen={ false }
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Marker title', 'tessera' ) }
						value={ point.title }
						onChange={ ( title ) =>
							onChange( editPoint( points, point.id, { title } ) )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Marker caption', 'tessera' ) }
						value={ point.caption }
						rows={ 3 }
						onChange={ ( caption ) =>
							onChange(
								editPoint( points, point.id, { caption } )
							)
						}
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( removePoint( points, point.id ) )
						}
					>
						{ __( 'Delete Marker', 'tessera' ) }
					</Button>
				</PanelBody>
			) ) }
		</>
	);
}
