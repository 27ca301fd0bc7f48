import { RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { isBoolean, usePostMeta } from '../../../../shared/plugin-sidebar/use-edited-post';

/** Twitter: one tweet with the link, or the whole post as a thread (meta `jetpack_is_tweetstorm`). */
export function TwitterSettings() {
	const [ isThread = false, setThread ] = usePostMeta( 'jetpack_is_tweetstorm', isBoolean );
	return (
		<RadioControl
			className="tessera-publicize__twitter"
			label={ __( 'Twitter settings', 'tessera' ) }
			selected={ isThread ? 'thread' : 'single' }
			options={ [
				{ label: __( 'Share a single Tweet', 'tessera' ), value: 'single' },
				{ label: __( 'Share as a Twitter thread', 'tessera' ), value: 'thread' },
			] }
			onChange={ ( value ) => setThread( value === 'thread' ) }
		/>
	);
}
