// The app's addresses that more than one package names (spec 2 §2, spec 3 §2): the app's route
// table declares them, the UI's sidebar, footer and screens link to them, the end-to-end suite
// opens them, and the server's assessment catalogue serves them as each test's `route`. The
// Commander's and the custom agents' paths are in ./commander.

/** The landing page. */
export const HOME_PATH = '/';
/** Where a signed-in user lands, and goes when a route is closed to them (spec 2 §2). */
export const DASHBOARD_PATH = '/dashboard';
/** The login screen; `?redirect=` says where to go after (spec 1 §2). */
export const LOGIN_PATH = '/login';
/** The registration screen. */
export const REGISTER_PATH = '/register';
/** Asks for a password reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Sets a new password; the link's token follows as `/reset-password/{token}`. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** A conversation shared by a link (issue 29), public and read-only; the token follows. */
export const SHARED_CONVERSATION_PATH = '/compartilhado';

/** The public address of a shared conversation: `/compartilhado/{token}`. */
export function sharedConversationPath(token: string): string {
  return `${SHARED_CONVERSATION_PATH}/${encodeURIComponent(token)}`;
}

/** The account page; `?tab=` opens a tab. */
export const PROFILE_PATH = '/profile';
/** The account's notification settings. */
export const NOTIFICATION_SETTINGS_PATH = `${PROFILE_PATH}/notifications` as const;
/** The plans page. */
export const PRICING_PATH = '/pricing';
/** The tutorials. */
export const TUTORIALS_PATH = '/tutoriais';
/** The operators' queue manager console. */
export const QUEUE_MANAGER_PATH = '/admin/queue-manager';

/** The assessment list (spec 3 §2). */
export const ASSESSMENT_PATH = '/assessment';
/** The Roda da Vida assessment. */
export const RODA_DA_VIDA_PATH = `${ASSESSMENT_PATH}/rodavida` as const;
/** The MBTI assessment. */
export const MBTI_PATH = `${ASSESSMENT_PATH}/mbti` as const;
/** The IGTA diagnosis. */
export const IGTA_PATH = `${ASSESSMENT_PATH}/igta` as const;

/** The subscriber's support inbox (spec 3 §2 "Support page"). */
export const SUPPORT_PATH = '/support';
/** The operators' support queue (an extension: the spec shows no operator side). */
export const SUPPORT_QUEUE_PATH = '/admin/support';

/** The account page's 'Assinatura' tab (spec 1 §2), where a plan paid by Pix is renewed (issue 31 §2). */
export const SUBSCRIPTION_TAB = 'assinatura';
/** The 'Assinatura' tab: where the renewal reminder of a plan paid by Pix sends the person. */
export const SUBSCRIPTION_PATH = `${PROFILE_PATH}?tab=${SUBSCRIPTION_TAB}` as const;

/** The account page's 'Privacidade' tab (issue 31: LGPD). */
export const PRIVACY_TAB = 'privacidade';
/**
 * Where a data export's e-mailed link opens: the 'Privacidade' tab, which downloads the archive
 * with the signed-in owner's session and the link's token.
 */
export function dataExportPath(exportId: string, token: string): string {
  return `${PROFILE_PATH}?${new URLSearchParams({ tab: PRIVACY_TAB, exportacao: exportId, token })}`;
}
