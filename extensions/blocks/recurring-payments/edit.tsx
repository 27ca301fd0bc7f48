import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { MembershipProduct } from '../../../shared/memberships/status';
import { StripeNudge } from '../../../shared/memberships/stripe-nudge';
import { useConnectFlow } from '../../../shared/memberships/use-connect-flow';
import { UpgradePrompt } from '../../../shared/paid-blocks/upgrade-prompt';
import { useUpgradeFlow } from '../../../shared/paid-blocks/use-upgrade-flow';
import { PLAN_CATALOG } from '../../../shared/plans/catalog';
import { useServiceHosts } from '../../../shared/service-hosts/use-service-hosts';
import { AddPlanForm } from './components/add-plan-form';
import { planLabel } from './components/plan-label';
import type { RecurringPaymentsAttributes } from './types';
import { usePlans } from './use-plans';

const MANAGE_URL = '/wp-admin/earnings.php';

function Upgrade() {
	const { upgrade, isRedirecting } = useUpgradeFlow(
		PLAN_CATALOG.personal,
		'tessera/recurring-payments'
	);
	return (
		<UpgradePrompt
			className="tessera-upgrade-nudge recurring-payments__upgrade"
			onUpgrade={ upgrade }
			isRedirecting={ isRedirecting }
		>
			<p>
				{ __(
					"You'll need to upgrade your plan to use the Payments block.",
					'tessera'
				) }
			</p>
		</UpgradePrompt>
	);
}

function ConnectToolbarButton( { connectUrl }: { connectUrl: string } ) {
	const hosts = useServiceHosts();
	const { connect, isRedirecting } = useConnectFlow( connectUrl, hosts );
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<ToolbarButton
					onClick={ connect }
					disabled={ isRedirecting || ! hosts }
				>
					{ __( 'Connect to Stripe', 'tessera' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< RecurringPaymentsAttributes > ) {
	const onAdded = useCallback(
		( product: MembershipProduct ) =>
			setAttributes( { planId: product.id } ),
		[ setAttributes ]
	);
	const {
		connection,
		status,
		statusError,
		products,
		addPlan,
		dispatch,
		save,
	} = usePlans( onAdded );
	const blockProps = useBlockProps();
	const selected = products.find( ( item ) => item.id === attributes.planId );

	if ( connection === 0 ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	}
	if ( status.should_upgrade_to_access_memberships ) {
		return (
			<div { ...blockProps }>
				<Upgrade />
			</div>
		);
	}
	const form =
		addPlan.step === 0 ? (
			<Button
				variant="secondary"
				onClick={ () => dispatch( { type: 'open' } ) }
			>
				{ __( 'Add a payment plan', 'tessera' ) }
			</Button>
		) : (
			<AddPlanForm
				saving={ addPlan.step === 2 }
				error={ addPlan.step === 1 ? addPlan.error : undefined }
				onSave={ save }
				onCancel={ () => dispatch( { type: 'cancel' } ) }
			/>
		);
	return (
		<div { ...blockProps }>
			{ status.connect_url && (
				<>
					<ConnectToolbarButton connectUrl={ status.connect_url } />
					<StripeNudge connectUrl={ status.connect_url } />
				</>
			) }
			{ statusError && (
				<Notice status="error" isDismissible={ false }>
					{ statusError }
				</Notice>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Payment plan', 'tessera' ) }>
					{ products.length > 0 && (
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Payment plan', 'tessera' ) }
							value={ String( attributes.planId ?? '' ) }
							options={ [
								{
									label: __( 'Choose a plan', 'tessera' ),
									value: '',
								},
								...products.map( ( product ) => ( {
									label: planLabel( product ),
									value: String( product.id ),
								} ) ),
							] }
							onChange={ ( value ) =>
								setAttributes( {
									planId: value ? Number( value ) : undefined,
								} )
							}
						/>
					) }
					<ExternalLink href={ MANAGE_URL }>
						{ __( 'Manage your subscriptions', 'tessera' ) }
					</ExternalLink>
				</PanelBody>
			</InspectorControls>
			{ selected && addPlan.step === 0 ? (
				<div className="recurring-payments__preview">
					<div className="wp-block-button">
						<span className="wp-block-button__link">
							{ planLabel( selected ) }
						</span>
					</div>
				</div>
			) : (
				<Placeholder
					label={ __( 'Payments', 'tessera' ) }
					instructions={
						products.length === 0
							? __(
									'To use this block, first add at least one payment plan.',
									'tessera'
								)
							: __(
									'Choose a payment plan in the sidebar, or add one.',
									'tessera'
								)
					}
				>
					{ connection === 1 && form }
				</Placeholder>
			) }
		</div>
	);
}
