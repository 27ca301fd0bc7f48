import {
	Button,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { MEMBERSHIP_CURRENCIES } from '../../../../shared/currency';
import {
	EMPTY_DRAFT,
	PLAN_INTERVALS,
	draftError,
	intervalLabel,
	type PlanDraft,
} from '../plan-form';

interface Props {
	saving: boolean;
	error?: string;
	onSave: ( draft: PlanDraft ) => void;
	onCancel: () => void;
}

/** The add-plan form: currency, price, description and renew interval. */
export function AddPlanForm( { saving, error, onSave, onCancel }: Props ) {
	const [ draft, setDraft ] = useState< PlanDraft >( EMPTY_DRAFT );
	const [ checked, setChecked ] = useState( false );
	const problem = checked ? draftError( draft ) : null;
	const set = ( changes: Partial< PlanDraft > ) =>
		setDraft( ( current ) => ( { ...current, ...changes } ) );
	return (
		<div className="recurring-payments__add-plan">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Currency', 'tessera' ) }
				value={ draft.currency }
				options={ MEMBERSHIP_CURRENCIES.map( ( code ) => ( {
					label: code,
					value: code,
				} ) ) }
				onChange={ ( currency ) => set( { currency } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Price', 'tessera' ) }
				inputMode="decimal"
				value={ draft.price }
				onChange={ ( price ) => set( { price } ) }
				help={
					problem?.field === 'price' ? problem.message : undefined
				}
				className={
					problem?.field === 'price' ? 'has-error' : undefined
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Describe your payment plan', 'tessera' ) }
				value={ draft.title }
				onChange={ ( title ) => set( { title } ) }
				help={
					problem?.field === 'title' ? problem.message : undefined
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Renew interval', 'tessera' ) }
				value={ draft.interval }
				options={ PLAN_INTERVALS.map( ( interval ) => ( {
					label: intervalLabel( interval ),
					value: interval,
				} ) ) }
				onChange={ ( interval ) =>
					set( { interval: interval as PlanDraft[ 'interval' ] } )
				}
			/>
			<div className="recurring-payments__add-plan-actions">
				<Button
					variant="primary"
					isBusy={ saving }
					disabled={ saving }
					accessibleWhenDisabled
					onClick={ () => {
						setChecked( true );
						if ( ! draftError( draft ) ) {
							onSave( draft );
						}
					} }
				>
					{ __( 'Add this payment plan', 'tessera' ) }
				</Button>
				<Button
					variant="tertiary"
					disabled={ saving }
					onClick={ onCancel }
				>
					{ __( 'Cancel', 'tessera' ) }
				</Button>
			</div>
		</div>
	);
}
