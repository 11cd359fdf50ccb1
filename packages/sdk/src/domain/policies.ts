// The product's stated policies and public claims (spec 1 §2 pricing popup and technology
// section, §6, §9; spec 3 §2 assessment intros). No code enforces them, yet three places say
// them — the landing page, the assessment screens and the server's FAQ chatbot — so they live
// here once and every one of those reads them.

/** Days after subscribing in which cancelling gives a full refund (spec 1 §2 popup, §9). */
export const REFUND_WINDOW_DAYS = 7;

/** The Enterprise plan's discount on custom agents, in percent (spec 1 §6). */
export const CUSTOM_AGENTS_DISCOUNT_PERCENT = 30;

/** The landing page's claims about the service (spec 1 §9 "Claimed ..."). */
export const SERVICE_CLAIMS = {
  /** Claimed availability, in percent. */
  availabilityPercent: 99.9,
  /** Claimed agent accuracy: above this percent. */
  agentAccuracyPercent: 94,
  /** Claimed time of a complete answer, in minutes. */
  answerMinutes: { min: 1, max: 3 },
  /** Claimed time to get started, in minutes. */
  setupMinutes: 2,
} as const;

/** How long each live assessment takes, in minutes (spec 3 §2, §9). */
export const ASSESSMENT_DURATION_MINUTES = {
  rodavida: { min: 15, max: 20 },
  mbti: { min: 10, max: 15 },
} as const;
