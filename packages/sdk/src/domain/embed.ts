// A partner site's monthly budget (issue 25), shared by the 'Integrações' form and the server.

/** Commander visitor messages a new site answers per month, unless the owner says otherwise. */
export const SITE_MONTHLY_MESSAGES_DEFAULT = 200;
/** The most a site's budget may be (the contract's maximum); 0 pauses the Commander for visitors. */
export const SITE_MONTHLY_MESSAGES_MAX = 100_000;
