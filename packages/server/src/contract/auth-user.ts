// Who is calling: the signed-in user, or a partner site's visitor writing in the owner's name.
// A leaf of the contract layer (no imports), so that modules which make callers (accounts'
// tokens) need not import the handler types, which import the services.
export interface AuthUser {
  id: number;
  email: string;
  isSuperuser: boolean;
  /** The login session the access token belongs to. */
  sessionId: string;
  /** A partner site's visitor writing in this (the site owner's) name (issue 16); absent for the user. */
  partnerVisitor?: PartnerVisitor;
}

/**
 * An anonymous visitor of a partner site on the Commander (issues 16 and 25): the caller's `id` is
 * the site owner's, but the visitor reaches only what the owner published to the site, never the
 * owner's profile, and each message they send is counted in the site's own budget.
 */
export interface PartnerVisitor {
  /** One visitor (their throttles and spacing). */
  id: string;
  /**
   * The partner site they came from; null for a person writing from outside a site (a WhatsApp
   * contact of the owner's number, issue 31), who reaches no published agent.
   */
  siteId: number | null;
  /** The Commander conversation reserved for them, created with their first message. */
  sessionId: string;
  /** The title of that conversation ('Visitante Marina Duarte · Loja Aurora'). */
  title: string;
  /** What they read when the owner's plan has no room left (the owner's limits stay private). */
  quotaRefusal: string;
  /** Counts one message in the site's monthly budget: null when it fits, else the pt-BR refusal. */
  admitMessage(): Promise<string | null>;
}
