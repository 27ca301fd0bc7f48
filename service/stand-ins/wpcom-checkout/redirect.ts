/** The same address without the `plan_upgraded` flag: where Cancel goes back to. */
export function withoutUpgradeFlag( path: string, origin: string ): string {
	const url = new URL( path, origin );
	url.searchParams.delete( 'plan_upgraded' );
	return `${ url.pathname }${ url.search }${ url.hash }`;
}
