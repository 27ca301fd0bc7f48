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
	handleUpload?: boolean | ( ( files: FileList | File[] ) => boolean );
	onSelect?: ( media: unknown ) => void;
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
	// A refused upload comes back through onSelect with the picked files: it selects nothing.
	const refused = useRef( false );
	const { upgrade, isRedirecting } = useUpgradePrompt(
		plan,
		gate.feature,
		isNudging
	);

	// Decided before the upload starts: the cover block replaces its placeholder with the picked
	// file as soon as an upload begins, so a banner shown after that point would never be seen.
	const handleUpload = ( files: FileList | File[] ) => {
		const gated = Array.from( files ).some( ( file ) =>
			needsUpgrade( file, gate )
		);
		setIsNudging( gated );
		refused.current = gated;
		if ( gated ) {
			return false;
		}
		const own = props.handleUpload;
		return typeof own === 'function' ? own( files ) : own !== false;
	};
	const onSelect = ( media: unknown ) => {
		if ( refused.current ) {
			refused.current = false;
			return;
		}
		props.onSelect?.( media );
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
				handleUpload={ handleUpload }
				onSelect={ onSelect }
			/>
		</>
	);
}

/**
 * The media placeholder of a plan-gated WordPress block (audio, cover): when the person picks or
 * drops a file of a type the plan does not allow, the upgrade banner shows and
 * nothing is uploaded.
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
