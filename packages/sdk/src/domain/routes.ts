// The app's addresses that more than one package names (spec 2 §2, spec 3 §2): the app's route
// table declares them, the UI's sidebar, footer and screens link to them, and the server's
// assessment catalogue serves them as each test's `route`. The Commander's and the custom
// agents' paths are in ./commander.

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
