import type { Page } from '@playwright/test';

/**
 * Sets the site's language (Settings → General's Site Language) as the signed-in user of `page`,
 * through the REST API the settings screen uses.
 *
 * @param page     A page of the signed-in user.
 * @param language A WordPress locale: `he_IL`, `en_US`.
 */
export async function setSiteLanguage( page: Page, language: string ) {
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const response = await page.request.post( '/wp-json/wp/v2/settings', {
		headers: { 'X-WP-Nonce': nonce },
		data: { language },
	} );
	if ( ! response.ok() ) {
		throw new Error(
			`The site language did not change: HTTP ${ response.status() }`
		);
	}
}
