import { isString, usePostMeta } from '../../../../shared/plugin-sidebar/use-edited-post';
import {
	isEnabled,
	readConnectionChoices,
} from '../../../../shared/publicize/choices';
import type { PublicizeConnection } from '../../../../shared/publicize/types';

/** A connection can be shared to when its test passed and it may be toggled. */
export function isUsable( connection: PublicizeConnection ): boolean {
	return connection.test_success === true && connection.toggleable;
}

/**
 * The post's choice of connections (meta `jetpack_publicize_connections`, JSON), and a setter
 * for one connection. A connection never chosen is enabled.
 */
export function useConnectionChoices() {
	const [ stored = '', setStored ] = usePostMeta( 'jetpack_publicize_connections', isString );
	const choices = readConnectionChoices( stored );
	const enabled = ( connection: PublicizeConnection ) =>
		isUsable( connection ) && isEnabled( choices, connection.id );
	const setEnabled = ( connection: PublicizeConnection, value: boolean ) =>
		setStored(
			JSON.stringify( [
				...choices.filter( ( choice ) => choice.id !== connection.id ),
				{ id: connection.id, enabled: value },
			] )
		);
	return { enabled, setEnabled };
}
