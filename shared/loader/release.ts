/**
 * How far an extension is released: production extensions reach every site, beta ones only the
 * sites that turn beta on, experimental ones no site yet.
 */
export type ExtensionStatus = 'production' | 'beta' | 'experimental';

/**
 * The status the `tessera` section of an extension's block.json or plugin.json declares, for
 * example `"tessera": { "status": "beta", "plan": "premium" }`; production without one. The
 * value is taken as it is: the server checks every section when it reads the folders
 * (extensions/catalog.ts), so no editor gets another. (The plan reaches the editor through the
 * initial state's availability.)
 *
 * @param metadata The parsed block.json or plugin.json.
 */
export function statusOf(
	metadata: Record< string, unknown >
): ExtensionStatus {
	const section = metadata.tessera as
		{ status?: ExtensionStatus } | undefined;
	return section?.status ?? 'production';
}
