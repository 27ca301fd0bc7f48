import { useBlockEditContext } from '@wordpress/block-editor';
import { createHigherOrderComponent } from '@wordpress/compose';
import { useRef, useState } from '@wordpress/element';
import { addFilter, hasFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

import {
	getAllowedMimeTypes,
	getEditorFlag,
	getRequiredPlan,
} from '../availability';
import { PLAN_CATALOG, type Plan } from '../plans/catalog';
import { isFileOfType } from '../media/mime';
import { UpgradeBanner } from './upgrade-banner';
import { useUpgradePrompt } from './use-upgrade-prompt';

interface MediaGate {
	/** The plan-gated feature, as listed in the initial state's `available_blocks`. */
	feature: string;
	mediaType: 'audio' | 'video';
	description: () => string;
}

/** WordPress blocks whose uploads of one media type need a plan. */
const MEDIA_GATES: Record< string, MediaGate > = {
	'core/audio': {
		feature: 'core/audio',
		mediaType: 'audio',
		description: () => __( 'Upgrade your plan to upload audio', 'tessera' ),
	},
	'core/cover': {
		feature: 'core/cover',
		mediaType: 'video',
		description: () =>
			__( 'Upgrade your plan to use video covers', 'tessera' ),
	},
};

interface MediaPlaceholderProps {
	onFilesPreUpload?: ( files: FileList | File[] ) => void;
	onError?: ( message: unknown ) => void;
	[ key: string ]: unknown;
}

/** True for a file of the gated type that the site's plan does not let it upload. */
function needsUpgrade( file: File, gate: MediaGate ): boolean {
	return (
		file.type.startsWith( `${ gate.mediaType }/` ) &&
		! isFileOfType( file, gate.mediaType, getAllowedMimeTypes() )
	);
}

function GatedMediaPlaceholder( {
	MediaPlaceholder,
	gate,
	plan,
	props,
}: {
	MediaPlaceholder: ComponentType< MediaPlaceholderProps >;
	gate: MediaGate;
	plan: Plan;
	props: MediaPlaceholderProps;
} ) {
	const [ isNudging, setIsNudging ] = useState( false );
	// The upload that follows a gated file fails with "not allowed": the banner replaces that error.
	const swallowNextError = useRef( false );
	const { upgrade, isRedirecting } = useUpgradePrompt(
		plan,
		gate.feature,
		isNudging
	);

	const onFilesPreUpload = ( files: FileList | File[] ) => {
		const gated = Array.from( files ).some( ( file ) =>
			needsUpgrade( file, gate )
		);
		swallowNextError.current = gated;
		setIsNudging( gated );
		props.onFilesPreUpload?.( files );
	};
	const onError = ( message: unknown ) => {
		if ( swallowNextError.current ) {
			swallowNextError.current = false;
			return;
		}
		props.onError?.( message );
	};

	return (
		<>
			{ isNudging && (
				<UpgradeBanner
					description={ gate.description() }
					onUpgrade={ upgrade }
					isRedirecting={ isRedirecting }
				/>
			) }
			<MediaPlaceholder
				{ ...props }
				onFilesPreUpload={ onFilesPreUpload }
				onError={ onError }
			/>
		</>
	);
}

/**
 * The media placeholder of a plan-gated WordPress block (audio, cover): when the person picks or
 * drops a file of a type the plan does not allow, the upgrade banner shows instead of the error.
 * Other placeholders, and sites where nudges are off, are left alone.
 */
const withMediaUpgradeNudge = createHigherOrderComponent(
	( MediaPlaceholder: ComponentType< MediaPlaceholderProps > ) =>
		function MediaPlaceholderWithNudge( props: MediaPlaceholderProps ) {
			const { name } = useBlockEditContext();
			const gate = name ? MEDIA_GATES[ name ] : undefined;
			const required = gate ? getRequiredPlan( gate.feature ) : undefined;
			if (
				! gate ||
				! required ||
				! getEditorFlag( 'enable_upgrade_nudge' )
			) {
				return <MediaPlaceholder { ...props } />;
			}
			return (
				<GatedMediaPlaceholder
					MediaPlaceholder={ MediaPlaceholder }
					gate={ gate }
					plan={ PLAN_CATALOG[ required ] }
					props={ props }
				/>
			);
		},
	'withMediaUpgradeNudge'
);

const FILTER_NAMESPACE = 'tessera/media-upgrade-nudge';

export function registerMediaUpgradeNudges(): void {
	if ( ! hasFilter( 'editor.MediaPlaceholder', FILTER_NAMESPACE ) ) {
		addFilter(
			'editor.MediaPlaceholder',
			FILTER_NAMESPACE,
			withMediaUpgradeNudge
		);
	}
}
